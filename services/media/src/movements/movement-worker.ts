import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { CONSUMERS, dynamics } from '@avatarium/contracts';
import { readJob } from '@avatarium/platform';
import type { JsMsg } from '@nats-io/jetstream';
import type { MovementDeps } from './movement-deps.js';
import { LeaseLost, runMovementJob } from './run-movement-job.js';

const backoffMs = (deliveries: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, deliveries - 1));

async function handle(deps: MovementDeps, msg: JsMsg, worker: string, stopping: AbortSignal): Promise<void> {
  const message = readJob(dynamics.movementJobQueued, msg);
  if (!message) return msg.term();
  const { jobId } = message;
  const job = await deps.jobs.find(jobId);
  if (!job || job.state === 'done') return msg.ack();
  // A lease per run: a duplicate message must not start a second run of the same job.
  const run = `${worker}/${randomUUID().slice(0, 8)}`;
  const leaseMs = deps.config.GENERATION_ACK_WAIT_MS;
  const claimed = await deps.jobs.claim(jobId, run, leaseMs);
  if (!claimed) {
    const current = await deps.jobs.find(jobId);
    if (current?.state !== 'done' && current?.leaseUntil) {
      return msg.nak(Math.max(500, new Date(current.leaseUntil).getTime() - Date.now() + 250));
    }
    return msg.ack();
  }
  const controller = new AbortController();
  const onStop = () => controller.abort(new Error('worker stopping'));
  stopping.addEventListener('abort', onStop, { once: true });
  // The message stays ours while we work (the lease is renewed with every saved step).
  const timer = setInterval(() => msg.working(), Math.max(1000, Math.floor(leaseMs / 3)));
  try {
    await runMovementJob(deps, claimed, run, controller.signal);
    msg.ack();
  } catch (error) {
    if (error instanceof LeaseLost) return msg.ack();
    if (stopping.aborted) {
      await deps.jobs.save(jobId, run, { leaseUntil: null, state: 'queued' }, 0).catch(() => undefined);
      return msg.nak();
    }
    deps.logger.warn('movement job run failed; it will be retried', { jobId, error });
    await deps.jobs.save(jobId, run, { leaseUntil: null, state: 'queued' }, 0).catch(() => undefined);
    msg.nak(backoffMs(msg.info.deliveryCount));
  } finally {
    clearInterval(timer);
    stopping.removeEventListener('abort', onStop);
  }
}

/** The durable pull consumer `movement-worker` on MEDIA_JOBS: one movement job at a time (CPU-bound). */
export async function startMovementWorker(deps: MovementDeps): Promise<{ stop(): Promise<void> }> {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { stream, durable } = CONSUMERS.movementWorker;
  const consumer = await deps.js.consumers.get(stream, durable);
  const messages = await consumer.consume({ max_messages: 1 });
  const stopping = new AbortController();
  let current: Promise<void> = Promise.resolve();
  const loop = (async () => {
    for await (const msg of messages) {
      current = handle(deps, msg, id, stopping.signal).catch((error: unknown) => {
        deps.logger.error('movement job message failed; retrying later', { error });
        msg.nak(backoffMs(msg.info.deliveryCount));
      });
      await current;
    }
  })().catch((error: unknown) => deps.logger.error('movement worker stopped taking jobs', { worker: id, error }));
  return {
    async stop() {
      stopping.abort();
      await messages.close();
      await current;
      await loop;
    },
  };
}
