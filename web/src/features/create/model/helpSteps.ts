export interface HelpStep {
  title: string;
  text: string;
  links?: readonly { label: string; href: string }[];
}

/** Spec 000 "Create-agent screen": the six steps of Help & Tips. */
export const HELP_STEPS: readonly HelpStep[] = [
  {
    title: 'Choose your model',
    text: 'Essence (recommended) animates full bodies, humans and animals, on a CPU in the cloud or on your own machine. Expression is face-focused and expressive, for humans, on GPUs in the cloud.',
  },
  {
    title: 'Ideation',
    text: 'Describe who your agent is: how it looks, its personality, what it knows and how it talks. Short on ideas? Open Prompt Ideas and copy a prompt from the community.',
  },
  {
    title: 'Custom voice',
    text: 'Add a voice sample of up to 2 minutes of clear audio: one speaker, no music, little background noise.',
  },
  {
    title: 'Reference image',
    text: 'Add a well-lit photo up to 5MB with the face clearly visible. Animals work too; if no human face is found you will be asked to mark the face.',
  },
  {
    title: 'Movement video',
    text: 'Add a short video under 30 seconds showing how your agent moves; it becomes the idle motion of your avatar.',
  },
  {
    title: 'Learn more',
    text: 'Guides for writing prompts, preparing media and animal mode.',
    // Shown as names with a "Coming soon" badge until the documentation pages exist; the
    // hrefs are placeholders until then.
    links: [
      { label: 'Prompt guide', href: '#' },
      { label: 'Media guide', href: '#' },
      { label: 'Animal mode', href: '#' },
    ],
  },
];
