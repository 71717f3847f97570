import { CONSUMERS, mediaJobs } from '@avatarium/contracts';
import { AppError, parseTraceparent, readJob, withSpan } from '@avatarium/platform';
import type { JsMsg } from '@nats-io/jetstream';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { readObject } from '../media-tools/storage-io.js';
import { applyStatus } from './apply-status.js';
import { confirmPayment } from './confirm-payment.js';
import { failGeneration, settleFailedJob } from './fail-generation.js';
import type { GenerationDeps } from './generation-deps.js';
import type { GenerationJob } from './jobs/generation-job.js';
import { runGeneration } from './run-generation.js';
import { versionOf } from './status-record.js';
import { LeaseLostError, StepError, toStepError } from './step-error.js';
import type { StepContext } from './steps/step-context.js';

export interface GenerationWorker {
  readonly id: string;
  stop(): Promise<void>;
}

const backoffMs = (deliveries: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, deliveries - 1));

/** The status record of a paused job is announced after the pause is stored (never before). */
async function announcePause(deps: GenerationDeps, job: GenerationJob): Promise<void> {
  if (job.appliedVersion < versionOf(job, 'animal_detected')) {
    await applyStatus(deps, job, versionOf(job, 'animal_detected'), 'success', 'animal_detected');
  }
}

function contextFor(
  deps: GenerationDeps,
  job: GenerationJob,
  workDir: string,
  signal: AbortSignal,
  heartbeat: () => void,
): StepContext {
  const cache = new Map<string, Promise<Buffer>>();
  const ctx: StepContext = {
    deps,
    job,
    workDir,
    signal,
    heartbeat,
    read(key) {
      let read = cache.get(key);
      if (!read) cache.set(key, (read = readObject(deps.storage, key)));
      return read;
    },
    gpuJob(fn) {
      return {
        existing: ctx.job.gpuJobs[fn] ?? null,
        save: (id) => deps.jobs.saveGpuJob(job.agentId, fn, id),
      };
    },
  };
  return ctx;
}

/** Runs one claimed job with a heartbeat; returns how the message should be settled. */
async function runClaimed(
  deps: GenerationDeps,
  msg: JsMsg,
  job: GenerationJob,
  worker: string,
  stopping: AbortSignal,
): Promise<void> {
  const leaseMs = deps.config.GENERATION_ACK_WAIT_MS;
  const controller = new AbortController();
  const onStop = () => controller.abort(new Error('worker stopping'));
  stopping.addEventListener('abort', onStop, { once: true });
  let lastBeat = 0;
  const heartbeat = () => {
    if (Date.now() - lastBeat < 1000 || controller.signal.aborted) return;
    lastBeat = Date.now();
    msg.working();
    void deps.jobs.renewLease(job.agentId, worker, leaseMs).then(
      (held) => held || controller.abort(new LeaseLostError(job.agentId)),
      () => undefined,
    );
  };
  // The work folder first: if it cannot be made, no heartbeat may keep the lease alive.
  const workDir = await mkdtemp(path.join(tmpdir(), `generation-${job.agentId}-`));
  const timer = setInterval(heartbeat, Math.max(1000, Math.floor(leaseMs / 3)));
  const log = deps.logger.child({ agentId: job.agentId, delivery: msg.info.deliveryCount });
  try {
    const started = Date.now();
    const outcome = await runGeneration(contextFor(deps, job, workDir, controller.signal, heartbeat), worker);
    clearInterval(timer);
    if (outcome === 'paused') {
      const paused = await deps.jobs.release(job.agentId, worker, 'paused');
      if (paused) await announcePause(deps, paused);
      log.info('generation paused for face marking', { ms: Date.now() - started });
    } else {
      await deps.jobs.release(job.agentId, worker, 'done');
      log.info('generation ready', { ms: Date.now() - started });
    }
    msg.ack();
  } catch (error) {
    clearInterval(timer);
    if (stopping.aborted) {
      // A graceful stop hands the job straight to another worker.
      await deps.jobs.release(job.agentId, worker, 'queued').catch(() => undefined);
      msg.nak();
      return;
    }
    if (error instanceof LeaseLostError || controller.signal.reason instanceof LeaseLostError) {
      log.warn('lease lost; another worker has the job');
      msg.ack();
      return;
    }
    const stepError = error instanceof StepError ? error : toStepError(error, 'model');
    const deliveries = msg.info.deliveryCount;
    if (stepError.retryable && deliveries < deps.config.GENERATION_MAX_ATTEMPTS) {
      log.warn('generation step failed; will retry', { error, deliveries });
      await deps.jobs.release(job.agentId, worker, 'queued');
      msg.nak(backoffMs(deliveries));
      return;
    }
    if (!(error instanceof StepError)) log.error('generation step crashed', { error });
    await failGeneration(deps, job, { type: stepError.type, message: stepError.message });
    msg.ack();
  } finally {
    clearInterval(timer);
    stopping.removeEventListener('abort', onStop);
    await rm(workDir, { recursive: true, force: true });
  }
}

async function handleMessage(deps: GenerationDeps, msg: JsMsg, worker: string, stopping: AbortSignal): Promise<void> {
  const message = readJob(mediaJobs.generationJobQueued, msg);
  if (!message) {
    deps.logger.warn('dropped a malformed generation job message');
    return msg.term();
  }
  const { agentId, ownerId } = message;
  let job = await deps.jobs.find(agentId, ownerId);
  if (!job) return msg.term(); // discarded (e.g. could not be paid)
  if (job.state === 'done') return msg.ack();
  if (job.state === 'failed') {
    await settleFailedJob(deps, job);
    return msg.ack();
  }
  if (job.state === 'paused') {
    await announcePause(deps, job);
    return msg.ack();
  }
  if (job.state === 'starting') {
    try {
      job = await confirmPayment(deps, job);
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS') return msg.ack();
      throw error;
    }
    if (!job) return msg.ack();
  }
  // A lease per run, not per process: a duplicate message must not start a second run here either.
  const run = `${worker}/${randomUUID().slice(0, 8)}`;
  const claimed = await deps.jobs.claim(agentId, ownerId, run, deps.config.GENERATION_ACK_WAIT_MS);
  if (!claimed) {
    // Another live worker holds the job: look again when its lease would have run out.
    const current = await deps.jobs.find(agentId, ownerId);
    if (current?.state === 'running' && current.leaseUntil)
      return msg.nak(Math.max(500, current.leaseUntil.getTime() - Date.now() + 250));
    return msg.ack();
  }
  await runClaimed(deps, msg, claimed, run, stopping);
}

/**
 * The durable pull consumer `generation-worker` on MEDIA_JOBS: up to GENERATION_CONCURRENCY
 * jobs at once. A message is acknowledged when its job is done, paused or failed; a crashed
 * worker's message comes back after the ack wait and the next worker continues from the job
 * record's last finished step.
 */
export async function startGenerationWorker(deps: GenerationDeps): Promise<GenerationWorker> {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const concurrency = deps.config.GENERATION_CONCURRENCY;
  const { stream, durable } = CONSUMERS.generationWorker;
  const consumer = await deps.js.consumers.get(stream, durable);
  const messages = await consumer.consume({ max_messages: concurrency });
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    for await (const msg of messages) {
      const parent = parseTraceparent(msg.headers?.get('traceparent'));
      const task: Promise<void> = withSpan('media', 'generation job', { kind: 'consumer', parent: parent ?? null }, () =>
        handleMessage(deps, msg, id, stopping.signal),
      )
        .catch((error: unknown) => {
          deps.logger.error('generation job message failed; retrying later', { error });
          msg.nak(backoffMs(msg.info.deliveryCount));
        })
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
      while (inFlight.size >= concurrency) await Promise.race(inFlight);
    }
  })().catch((error: unknown) => {
    // Caught here, not only in stop(): a failure before then would be an unhandled rejection.
    deps.logger.error('generation worker stopped taking jobs', { worker: id, error });
  });
  deps.logger.info('generation worker started', { worker: id, concurrency });
  return {
    id,
    async stop() {
      stopping.abort();
      await messages.close();
      await Promise.allSettled(inFlight);
      await loop;
    },
  };
}
