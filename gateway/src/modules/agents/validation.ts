import { AgentId, AgentModel, FaceBox, PROMPT_MAX_LENGTH } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';

/** Spec 000 section 5: an empty prompt with media becomes this. */
export const DEFAULT_PROMPT = 'Create an AI agent';

const mediaReference = z
  .string()
  .max(4096)
  .nullish()
  .transform((value) => value?.trim() || undefined);

/** POST /api/generate-agent (spec 000 section 3). */
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

/** Spec 002 section 5: a face box counts only if both sides exceed 2% of the image, and it lies inside it. */
const MarkedFace = FaceBox.superRefine((box, context) => {
  if (box.x + box.width > box.imageWidth || box.y + box.height > box.imageHeight) {
    context.addIssue({ code: 'custom', message: 'The face box must lie within the image.' });
  }
  if (box.width <= box.imageWidth * 0.02 || box.height <= box.imageHeight * 0.02) {
    context.addIssue({ code: 'custom', message: 'The face box must be larger than 2% of the image.' });
  }
});

/** POST /api/continue-generation (spec 002 sections 3 and 7). */
export const ContinueGenerationBody = z.object({
  agent_id: AgentId,
  face_coordinates: MarkedFace.nullish().transform((value) => value ?? null),
});

/** POST /api/cerebrium/{name}: a function name on the GPU host. */
export const GpuFunctionName = z.string().regex(/^[a-z0-9-]{1,64}$/);

/** Parses a request body; the first problem becomes a 400 with a readable message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid request';
  // A message that already names its field (or concerns the whole body) is shown as it is.
  const named = !field || issue?.code === 'custom' || message.toLowerCase().includes(field.toLowerCase());
  throw new AppError('BAD_INPUT', named ? message : `${field}: ${message}`);
}
