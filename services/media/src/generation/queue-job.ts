import { mediaJobs, type PayloadOf } from '@avatarium/contracts';
import type { GenerationDeps } from './generation-deps.js';

type JobMessage = PayloadOf<typeof mediaJobs.generationJobQueued>;

/**
 * Queues the job on JetStream (stream MEDIA_JOBS). The message id makes a retried queueing
 * within the stream's duplicate window a no-op; a duplicate outside it is harmless because the
 * worker skips finished steps and jobs.
 */
export async function queueGenerationJob(
  deps: Pick<GenerationDeps, 'bus'>,
  message: JobMessage,
  messageId: string,
): Promise<void> {
  await deps.bus.publish(mediaJobs.generationJobQueued, message, { messageId });
}
