import { catalog, isOwnUpload, type media, type ReplyOf } from '@avatarium/contracts';
import type { z } from 'zod';
import { AppError } from '@avatarium/platform';
import { confirmPayment } from './confirm-payment.js';
import type { GenerationDeps } from './generation-deps.js';
import { queueGenerationJob } from './queue-job.js';

type StartInput = z.output<typeof media.startGeneration.request>;

/**
 * media.generation.start: creates the agent (pending), takes the creation cost once (keyed on
 * the agent id), writes the job record and queues the durable job; replies at once. An owner
 * who cannot pay gets INSUFFICIENT_CREDITS and no agent. Expression needs no GPU host: the
 * browser's Expression engine plays it; a configured host adds the neural model.
 */
export async function startGeneration(deps: GenerationDeps, input: StartInput): Promise<ReplyOf<typeof media.startGeneration>> {
  // The gateway already checked these are the owner's uploads; a service trusts no caller blindly.
  for (const ref of [input.image, input.video, input.audio]) {
    if (!ref) continue;
    if (!isOwnUpload(ref.key, input.ownerId)) throw new AppError('FORBIDDEN', 'You can only use files you uploaded.');
    if (!(await deps.storage.stat(ref.key)))
      throw new AppError('BAD_INPUT', 'An uploaded file was not found. Please upload it again.');
  }
  // The same owner sending the same agent id again (a retry after a timeout) continues that
  // creation: charged once, queued once (the debit and the queue message are keyed on the id).
  const retried = input.proposedId ? await deps.jobs.find(input.proposedId, input.ownerId) : null;
  if (retried) {
    if (retried.state === 'starting') await confirmPayment(deps, retried);
    if (retried.state === 'starting' || retried.state === 'queued') {
      await queueGenerationJob(
        deps,
        { agentId: retried.agentId, ownerId: input.ownerId, reason: 'start' },
        `start:${retried.agentId}`,
      );
    }
    return { agentId: retried.agentId };
  }
  const agent = await deps.bus.request(catalog.createAgent, {
    ownerId: input.ownerId,
    proposedId: input.proposedId,
    prompt: input.prompt,
    model: input.model,
  });
  const agentId = agent.id;

  const job = await deps.jobs.create({
    agentId,
    ownerId: input.ownerId,
    prompt: input.prompt,
    model: input.model,
    inputs: { imageKey: input.image?.key ?? null, videoKey: input.video?.key ?? null, audioKey: input.audio?.key ?? null },
    options: { aspectRatio: input.aspect_ratio, videoAspectRatio: input.video_aspect_ratio, durationSeconds: input.duration },
  });
  // INSUFFICIENT_CREDITS discards the agent and reaches the caller with the credits service's
  // message ('Insufficient credits: 100 needed, 99 available'). Any other failure leaves the
  // job 'starting': the recovery sweep retries the same debit later.
  await confirmPayment(deps, job);
  await queueGenerationJob(deps, { agentId, ownerId: input.ownerId, reason: 'start' }, `start:${agentId}`);
  deps.logger.info('generation queued', { agentId, model: input.model });
  return { agentId };
}
