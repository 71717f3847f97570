import { PROMPT_MAX_LENGTH } from '../catalog/agent-limits.js';
import { z } from 'zod';
import { AgentId, AgentModel, FaceBox } from '../catalog/agent.js';
import { defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { MediaKind } from './media-kind.js';

export { MediaKind } from './media-kind.js';
export * from './upload-sessions.contracts.js';
export * from './upload-failures.js';
export * from './gpu.contracts.js';

/** Agent creation costs this many credits, debited once per agent (see docs/decisions.md). */
export const AGENT_CREATION_COST = 100;

/** A file already in storage that the owner uploaded, referenced by key. */
export const MediaRef = z.object({ key: z.string().min(1), kind: MediaKind });

/** POST /api/generate-agent after the gateway resolved its URLs to the owner's stored files. */
export const startGeneration = defineRequest(
  'media.generation.start',
  z.object({
    ownerId: UserId,
    proposedId: AgentId.optional(),
    prompt: z.string().min(1).max(PROMPT_MAX_LENGTH),
    model: AgentModel,
    image: MediaRef.optional(),
    video: MediaRef.optional(),
    audio: MediaRef.optional(),
    aspect_ratio: z.string().max(10).default('16:9'),
    video_aspect_ratio: z.string().max(10).default('16:9'),
    duration: z.number().positive().max(60).default(10),
  }),
  z.object({ agentId: AgentId }),
);

/** Resumes a generation paused at animal_detected, with the owner's face box or without one. */
export const continueGeneration = defineRequest(
  'media.generation.continue',
  z.object({ ownerId: UserId, agentId: AgentId, face: FaceBox.nullable() }),
  z.object({ continued: z.boolean() }),
);

/**
 * Regenerates a failed agent on `model` (spec 001 4: switching to Essence when the agent has no
 * model): charged like a creation, refunded on failure; the steps that succeeded are kept. The
 * agent's model changes only when the generation completes. CONFLICT unless the generation failed.
 */
export const regenerateModel = defineRequest(
  'media.generation.regenerate',
  z.object({ ownerId: UserId, agentId: AgentId, model: AgentModel }),
  z.object({ agentId: AgentId, regenerating: z.literal(true) }),
);

/** Checks a stored upload by its content and measures it; refuses with the spec's messages. */
export const inspectUpload = defineRequest(
  'media.upload.inspect',
  z.object({ ownerId: UserId, key: z.string().min(1), originalName: z.string().max(300) }),
  z.object({
    kind: MediaKind,
    contentType: z.string(),
    size: z.number().int().nonnegative(),
    durationSeconds: z.number().nonnegative().optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  }),
);
