import { AGENT_CREATION_COST, catalog, credits } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GenerationDeps } from './generation-deps.js';
import type { GenerationJob } from './jobs/generation-job.js';

/** The idempotency key of an agent's creation debit: one charge per agent, however often retried. */
export const creationDebitKey = (agentId: string) => `agent-creation:${agentId}`;

/**
 * Takes the creation cost for a job that is not paid yet and queues it; when the owner cannot
 * pay, the agent is discarded and the job deleted. Retrying is safe: the debit is keyed on the
 * agent id, so a job whose first attempt was charged is never charged twice.
 */
export async function confirmPayment(
  deps: Pick<GenerationDeps, 'bus' | 'jobs'>,
  job: GenerationJob,
): Promise<GenerationJob | null> {
  try {
    await deps.bus.request(credits.debitCredits, {
      userId: job.ownerId,
      amount: AGENT_CREATION_COST,
      idempotencyKey: creationDebitKey(job.agentId),
      reason: 'agent-creation',
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS') {
      await deps.bus.request(catalog.discardAgent, { agentId: job.agentId, ownerId: job.ownerId });
      await deps.jobs.delete(job.agentId, job.ownerId);
    }
    throw error;
  }
  return (
    (await deps.jobs.transition(job.agentId, job.ownerId, ['starting'], 'queued', { charged: true })) ??
    (await deps.jobs.find(job.agentId, job.ownerId))
  );
}
