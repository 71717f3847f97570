import type { z } from 'zod';
import { invalidInput } from '../shared/refusal.js';
import { ContinueGenerationBody, GenerateAgentBody, type CreateAgentCommand, type MarkFaceCommand } from './validation.js';

/** A REST body through its own schema (so refusals name the spec's fields), or BAD_INPUT. */
function parsedBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/** POST /api/generate-agent's body as the createAgent command. */
export function createAgentCommandOf(body: unknown): CreateAgentCommand {
  const spec = parsedBody(GenerateAgentBody, body);
  return {
    prompt: spec.prompt,
    imageUrl: spec.image_url,
    videoUrl: spec.video_url,
    audioUrl: spec.audio_url,
    aspectRatio: spec.aspect_ratio,
    videoAspectRatio: spec.video_aspect_ratio,
    agentId: spec.agent_id,
    duration: spec.duration,
    model: spec.model,
  };
}

/** POST /api/continue-generation's body as the markFace command. */
export function markFaceCommandOf(body: unknown): MarkFaceCommand {
  const spec = parsedBody(ContinueGenerationBody, body);
  return { agentId: spec.agent_id, face: spec.face_coordinates };
}
