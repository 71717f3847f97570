import type { GenerationDeps } from './generation-deps.js';
import { queueGenerationJob } from './queue-job.js';

/** Longer than the stream's duplicate window (2 min), so a re-publish is never silently dropped. */
const STALLED_AFTER_MS = 10 * 60_000;

/**
 * Queues again the jobs whose message may be lost: not yet paid because the credits service
 * did not answer, queued by a process that died before publishing, or running on a worker
 * whose lease ran out long ago (its message exhausted its deliveries). Duplicates are harmless.
 */
export async function recoverStalledJobs(
  deps: Pick<GenerationDeps, 'jobs' | 'bus' | 'logger'>,
  stalledAfterMs = STALLED_AFTER_MS,
): Promise<number> {
  const stalled = await deps.jobs.findStalled(['starting', 'queued', 'running'], stalledAfterMs);
  const now = Date.now();
  let queued = 0;
  for (const job of stalled) {
    if (job.state === 'running' && job.leaseUntil && job.leaseUntil.getTime() > now) continue;
    await queueGenerationJob(
      deps,
      { agentId: job.agentId, ownerId: job.ownerId, reason: 'recover' },
      `recover:${job.agentId}:${Math.floor(now / Math.max(stalledAfterMs, 1))}`,
    );
    queued += 1;
  }
  if (queued > 0) deps.logger.warn('re-queued stalled generation jobs', { count: queued });
  return queued;
}

/** Sweeps at start-up and then every few minutes; returns the stop function. */
export function startRecoverySweep(deps: GenerationDeps, everyMs = 5 * 60_000): () => void {
  const sweep = () =>
    void recoverStalledJobs(deps).catch((error: unknown) => deps.logger.warn('recovery sweep failed', { error }));
  const first = setTimeout(sweep, 5_000);
  const timer = setInterval(sweep, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
