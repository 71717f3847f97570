import { AGENT_CREATION_COST, credits, type GenerationErrorType } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { applyStatus } from './apply-status.js';
import type { GenerationDeps } from './generation-deps.js';
import type { GenerationJob } from './jobs/generation-job.js';
import { versionOf } from './status-record.js';

/** One refund per paid attempt (the creation keeps its original key). */
export const refundKey = (job: Pick<GenerationJob, 'agentId' | 'attempt'>) =>
  job.attempt ? `agent-refund:${job.agentId}:${job.attempt}` : `agent-refund:${job.agentId}`;

/**
 * Makes a failed job's consequences true, idempotently (a retry after a crash repeats it):
 * the card shows the failure, and the creation cost goes back. Refund rule: a generation that
 * fails delivers nothing usable, so every failure after the debit is refunded, once per paid
 * attempt (the creation, then each regeneration: regenerate-model.ts).
 */
export async function settleFailedJob(deps: Pick<GenerationDeps, 'bus' | 'jobs' | 'logger'>, job: GenerationJob): Promise<void> {
  if (job.appliedVersion < versionOf(job, 'failed')) {
    try {
      await applyStatus(deps, job, versionOf(job, 'failed'), 'failed', 'failed');
    } catch (error) {
      // The owner deleted the agent meanwhile: nothing left to show the failure on.
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  if (job.charged && !job.refunded) {
    await deps.bus.request(credits.grantCredits, {
      userId: job.ownerId,
      amount: AGENT_CREATION_COST,
      idempotencyKey: refundKey(job),
      reason: 'agent-creation-refund',
    });
    await deps.jobs.markRefunded(job.agentId);
  }
}

/** Ends the job as failed with the owner-facing message, then settles it. */
export async function failGeneration(
  deps: Pick<GenerationDeps, 'bus' | 'jobs' | 'logger'>,
  job: Pick<GenerationJob, 'agentId' | 'ownerId'>,
  error: { type: GenerationErrorType; message: string },
): Promise<void> {
  const failed = (await deps.jobs.fail(job.agentId, job.ownerId, error)) ?? (await deps.jobs.find(job.agentId, job.ownerId));
  if (!failed || failed.state !== 'failed') return;
  deps.logger.warn('generation failed', { agentId: job.agentId, errorType: failed.error?.type, error: failed.error?.message });
  await settleFailedJob(deps, failed);
}
