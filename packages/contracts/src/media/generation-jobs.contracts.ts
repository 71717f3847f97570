import { z } from 'zod';
import { AgentId } from '../catalog/agent.js';
import { defineJob } from '../define.js';
import { UserId } from '../ids.js';

/**
 * "Run (or go on with) this agent's generation": a message on the MEDIA_JOBS work queue
 * (streams.ts). The job record in the media service is the state; the message only says
 * which record to work on.
 */
export const generationJobQueued = defineJob(
  'media.jobs.generate',
  z.object({
    agentId: AgentId,
    ownerId: UserId,
    /** Why it was queued: a new agent, a resume after face marking, or a recovery sweep. */
    reason: z.enum(['start', 'continue', 'recover']),
  }),
);
