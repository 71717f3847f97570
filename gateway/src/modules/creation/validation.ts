import { AgentId, AgentModel, FaceBox, faceBoxProblems, PROMPT_MAX_LENGTH } from '@avatarium/contracts';
import { z } from 'zod';

/** Spec 000 section 5: what a creation needs at least. */
export const PROMPT_OR_MEDIA_REQUIRED = 'Enter a prompt, or add an image or a video, to create an agent.';

const mediaReference = z
  .string()
  .max(4096)
  .nullish()
  .transform((value) => value?.trim() || undefined);

// Each rule once; the command (the domain's words) and the REST body (the spec's names) are built from them.
const prompt = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '')
  .pipe(z.string().max(PROMPT_MAX_LENGTH, `The prompt is too long: at most ${PROMPT_MAX_LENGTH} characters.`));
const aspectRatio = z.string().max(10).nullish();
/** The browser's proposed agent code; a malformed one is ignored and a new code issued. */
const proposedId = z.string().max(64).nullish();
const duration = z.number().positive().max(60).nullish();
const model = AgentModel.nullish().transform((value) => value ?? 'essence');

/** What an agent is created from (spec 000 section 3), in the domain's words: the createAgent mutation's input as it is. */
export const CreateAgentCommand = z.object({
  prompt,
  imageUrl: mediaReference,
  videoUrl: mediaReference,
  audioUrl: mediaReference,
  aspectRatio,
  videoAspectRatio: aspectRatio,
  agentId: proposedId,
  duration,
  model,
});
export type CreateAgentCommand = z.input<typeof CreateAgentCommand>;

/** POST /api/generate-agent (spec 000 section 3): the same rules under the spec's field names. */
export const GenerateAgentBody = z.object({
  prompt,
  image_url: mediaReference,
  video_url: mediaReference,
  audio_url: mediaReference,
  aspect_ratio: aspectRatio,
  video_aspect_ratio: aspectRatio,
  agent_id: proposedId,
  duration,
  model,
});

/** Spec 002 section 5: the box lies inside the image and both its sides exceed 2% of it (the rule in contracts). */
const MarkedFace = FaceBox.superRefine((box, context) => {
  for (const message of faceBoxProblems(box)) context.addIssue({ code: 'custom', message });
});
const face = MarkedFace.nullish().transform((value) => value ?? null);

/** The owner's face box (or none) for an agent paused for face points: the markFace mutation's input as it is. */
export const MarkFaceCommand = z.object({ agentId: AgentId, face });
export type MarkFaceCommand = z.input<typeof MarkFaceCommand>;

/** POST /api/continue-generation (spec 002 sections 3 and 7): the same rules under the spec's field names. */
export const ContinueGenerationBody = z.object({ agent_id: AgentId, face_coordinates: face });
