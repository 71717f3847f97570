import { AgentId, AgentModel, FaceBox, faceBoxProblems, PROMPT_MAX_LENGTH } from '@avatarium/contracts';
import { z } from 'zod';

/** Spec 000 section 5: what a creation needs at least. */
export const PROMPT_OR_MEDIA_REQUIRED = 'Enter a prompt, or add an image or a video, to create an agent.';

const mediaReference = z
  .string()
  .max(4096)
  .nullish()
  .transform((value) => value?.trim() || undefined);

/** POST /api/generate-agent (spec 000 section 3); the createAgent mutation's input is mapped to it. */
export const GenerateAgentBody = z.object({
  prompt: z
    .string()
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(PROMPT_MAX_LENGTH, `The prompt is too long: at most ${PROMPT_MAX_LENGTH} characters.`)),
  image_url: mediaReference,
  video_url: mediaReference,
  audio_url: mediaReference,
  aspect_ratio: z.string().max(10).nullish(),
  video_aspect_ratio: z.string().max(10).nullish(),
  /** The browser's proposed agent code; a malformed one is ignored and a new code issued. */
  agent_id: z.string().max(64).nullish(),
  duration: z.number().positive().max(60).nullish(),
  model: AgentModel.nullish().transform((value) => value ?? 'essence'),
});
export type GenerateAgentBody = z.output<typeof GenerateAgentBody>;

/** Spec 002 section 5: the box lies inside the image and both its sides exceed 2% of it (the rule in contracts). */
const MarkedFace = FaceBox.superRefine((box, context) => {
  for (const message of faceBoxProblems(box)) context.addIssue({ code: 'custom', message });
});

/** POST /api/continue-generation (spec 002 sections 3 and 7); the markFace mutation's input is mapped to it. */
export const ContinueGenerationBody = z.object({
  agent_id: AgentId,
  face_coordinates: MarkedFace.nullish().transform((value) => value ?? null),
});
