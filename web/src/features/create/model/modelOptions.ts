import type { ModelChoice } from './creationRequest';

export interface ModelOption {
  id: ModelChoice;
  name: string;
  badge: { label: string; tone: 'accent' | 'new' };
  summary: string;
  traits: readonly string[];
  /** ISO date from which the model can be chosen. */
  availableFrom: string | null;
  availabilityNote: string | null;
}

/** Spec 000 section 1: the two avatar models. */
export const MODEL_OPTIONS: readonly ModelOption[] = [
  {
    id: 'essence',
    name: 'Essence',
    badge: { label: 'Recommended', tone: 'accent' },
    summary: 'Full-body avatars that run on a CPU, in our cloud or on your own machine.',
    traits: ['CPU-based', 'Full body', 'Humans and animals', 'Self-hostable or cloud'],
    availableFrom: null,
    availabilityNote: null,
  },
  {
    id: 'expression',
    name: 'Expression',
    badge: { label: 'New', tone: 'new' },
    summary: 'Face-focused, highly expressive avatars rendered on GPUs in the cloud.',
    traits: ['GPU-based', 'Face-focused', 'Humans only', 'Cloud only'],
    availableFrom: '2025-08-07',
    availabilityNote: 'Available from August 7, 2025',
  },
];
