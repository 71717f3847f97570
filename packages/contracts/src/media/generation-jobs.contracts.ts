import { z } from 'zod';
import { AgentId } from '../catalog/agent.js';
import { defineEvent } from '../define.js';
import { UserId } from '../ids.js';

/** The work queue stream of the media service's durable jobs. */
export const MEDIA_JOBS_STREAM = 'MEDIA_JOBS';
export const MEDIA_JOBS_SUBJECTS = 'media.jobs.>';
/** The durable pull consumer the generation workers share. */
export const GENERATION_WORKER = 'generation-worker';

/**
 * "Run (or go on with) this agent's generation": a JetStream work-queue message. The job
 * record in the media service is the state; the message only says which record to work on.
 */
export const generationJobQueued = defineEvent(
  'media.jobs.generate',
  z.object({
    agentId: AgentId,
    ownerId: UserId,
    /** Why it was queued: a new agent, a resume after face marking, or a recovery sweep. */
    reason: z.enum(['start', 'continue', 'recover']),
  }),
);
