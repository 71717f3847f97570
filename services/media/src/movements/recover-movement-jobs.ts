import type { MovementDeps } from './movement-deps.js';
import { queueMovementJob } from './movement-credits.js';

/**
 * Every so often, a job whose lease ran out (its worker was killed and the message is gone,
 * or the first publish never happened) is queued again; the run continues from its record.
 */
export function startMovementRecovery(deps: MovementDeps, everyMs = Math.max(5_000, deps.config.GENERATION_ACK_WAIT_MS)) {
  const sweep = async () => {
    const before = new Date(Date.now() - deps.config.GENERATION_ACK_WAIT_MS);
    for (const job of await deps.jobs.stalled(before)) {
      await queueMovementJob(
        deps,
        { jobId: job._id, reason: 'recover' },
        `${job._id}:recover:${Math.floor(Date.now() / everyMs)}`,
      );
    }
  };
  const timer = setInterval(
    () => void sweep().catch((error: unknown) => deps.logger.warn('movement sweep failed', { error })),
    everyMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
