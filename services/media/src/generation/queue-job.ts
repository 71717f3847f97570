import { mediaJobs, type PayloadOf } from '@avatarium/contracts';
import { currentSpan, formatTraceparent } from '@avatarium/platform';
import { headers } from '@nats-io/transport-node';
import type { GenerationDeps } from './generation-deps.js';

type JobMessage = PayloadOf<typeof mediaJobs.generationJobQueued>;

/**
 * Publishes the job message to JetStream (stream MEDIA_JOBS). The message id makes a retried
 * publish within the stream's duplicate window a no-op; a duplicate outside it is harmless
 * because the worker skips finished steps and jobs.
 */
export async function queueGenerationJob(
  deps: Pick<GenerationDeps, 'js'>,
  message: JobMessage,
  messageId: string,
): Promise<void> {
  const body = mediaJobs.generationJobQueued.payload.parse(message);
  // The creation's trace continues in whichever worker takes the job (tracing on only).
  const span = currentSpan();
  const traced = span ? headers() : undefined;
  if (span && traced) traced.set('traceparent', formatTraceparent(span));
  await deps.js.publish(mediaJobs.generationJobQueued.subject, JSON.stringify(body), {
    msgID: messageId,
    ...(traced ? { headers: traced } : {}),
  });
}
