import { AGENT_CREATION_COST, credits, type media, type ReplyOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import type { GenerationDeps } from './generation-deps.js';
import { queueGenerationJob } from './queue-job.js';

type RegenerateInput = z.output<typeof media.regenerateModel.request>;

export const NOTHING_TO_REGENERATE = 'This agent is not failed: there is nothing to regenerate.';

/** One debit per regeneration attempt. */
export const regenerationDebitKey = (agentId: string, attempt: number) => `agent-creation:${agentId}:${attempt}`;

/**
 * media.generation.regenerate: a failed generation starts over on `model` as its next attempt.
 * Paid first, like a creation (nothing changes when the owner cannot pay); the restarted job
 * runs the steps it lacks and announces them under the new attempt's versions; a failure
 * refunds this attempt (fail-generation.ts).
 */
export async function regenerateModel(
  deps: GenerationDeps,
  input: RegenerateInput,
): Promise<ReplyOf<typeof media.regenerateModel>> {
  const job = await deps.jobs.find(input.agentId, input.ownerId);
  if (!job) throw new AppError('NOT_FOUND', 'Agent not found');
  if (job.state !== 'failed') throw new AppError('CONFLICT', NOTHING_TO_REGENERATE);
  const attempt = job.attempt + 1;
  await deps.bus.request(credits.debitCredits, {
    userId: input.ownerId,
    amount: AGENT_CREATION_COST,
    idempotencyKey: regenerationDebitKey(input.agentId, attempt),
    reason: 'agent-creation',
  });
  const restarted = await deps.jobs.restartFailed(input.agentId, input.ownerId, input.model);
  if (!restarted) {
    // Another request restarted it first: this debit goes back.
    await deps.bus.request(credits.grantCredits, {
      userId: input.ownerId,
      amount: AGENT_CREATION_COST,
      idempotencyKey: `agent-refund:${input.agentId}:${attempt}:race`,
      reason: 'agent-creation-refund',
    });
    throw new AppError('CONFLICT', NOTHING_TO_REGENERATE);
  }
  await queueGenerationJob(
    deps,
    { agentId: restarted.agentId, ownerId: input.ownerId, reason: 'start' },
    `regenerate:${restarted.agentId}:${restarted.attempt}`,
  );
  return { agentId: restarted.agentId, regenerating: true };
}
