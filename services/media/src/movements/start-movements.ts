import { randomInt, randomUUID } from 'node:crypto';
import { credits, dynamics, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { MovementClip } from './movement-jobs.repository.js';
import type { MovementDeps } from './movement-deps.js';
import { MOVEMENT_REASON, chargeKey, queueMovementJob } from './movement-credits.js';
import { MOTIONS } from './movement-motions.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 12 random letters (spec 003 sections 3, 9). */
export function newVideoId(): string {
  return Array.from({ length: 12 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
}

/**
 * POST /api/generate-movements, accepted: one running generation per agent (the lock), the
 * job record written, 250 credits taken once (keyed by the job), the agent marked generating,
 * the job queued on JetStream; the answer comes at once. Not enough credits: nothing is kept.
 */
export async function startMovements(
  deps: MovementDeps,
  input: RequestOf<typeof dynamics.startMovements>,
): Promise<ReplyOf<typeof dynamics.startMovements>> {
  const jobId = `mv_${randomUUID()}`;
  const clips: MovementClip[] = MOTIONS.map((motion) => ({
    videoId: newVideoId(),
    motion: motion.name,
    state: 'pending',
    key: null,
    message: null,
    recorded: false,
    refunded: false,
  }));
  // The record first, then the lock: a lock always names a job that exists.
  await deps.jobs.create({ _id: jobId, agentId: input.agentId, ownerId: input.ownerId, imageKey: input.imageKey, clips });
  if (!(await deps.jobs.lock(input.agentId, jobId))) {
    await deps.jobs.remove(jobId);
    throw new AppError('CONFLICT', dynamics.GENERATION_IN_PROGRESS);
  }
  try {
    await deps.bus.request(credits.debitCredits, {
      userId: input.ownerId,
      amount: dynamics.MOVEMENT_GENERATION_CREDITS,
      idempotencyKey: chargeKey(jobId),
      reason: MOVEMENT_REASON,
    });
  } catch (error) {
    // Refused (not enough credits) or unreachable: no job, no lock, nothing charged.
    await deps.jobs.remove(jobId);
    await deps.jobs.unlock(input.agentId, jobId);
    throw error;
  }
  await deps.bus.request(dynamics.setDynamics, {
    agentId: input.agentId,
    ownerId: input.ownerId,
    change: { kind: 'generating' },
  });
  await queueMovementJob(deps, { jobId, reason: 'start' }, `${jobId}:start`);
  return { jobId };
}
