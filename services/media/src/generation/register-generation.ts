import { CONSUMERS, media, ops, STREAMS } from '@avatarium/contracts';
import { ensureDurableConsumer, ensureStream } from '@avatarium/platform';
import { jetstream } from '@nats-io/jetstream';
import type { MediaDeps } from '../media-deps.js';
import { createMediaProviders } from '../providers/media-providers.js';
import { startFaceRigBackfill } from './backfill-face-rigs.js';
import { continueGeneration } from './continue-generation.js';
import type { GenerationDeps } from './generation-deps.js';
import { startGenerationWorker } from './generation-worker.js';
import { GenerationJobRepository } from './jobs/generation-job.repository.js';
import { startRecoverySweep } from './recover-stalled-jobs.js';
import { regenerateModel } from './regenerate-model.js';
import { startGeneration } from './start-generation.js';

const QUEUE = 'media';

/** Starts the generation pipeline's handlers and workers; returns what to stop. */
export async function registerGeneration(deps: MediaDeps): Promise<() => Promise<void>> {
  const { config, nc, logger } = deps;
  const jobs = new GenerationJobRepository(deps.mongo);
  await jobs.init();
  // Jobs are kept a week at most: a job nobody could run for a week is swept up from its record.
  await ensureStream(nc, { ...STREAMS.mediaJobs, workQueue: true, maxAgeMs: 7 * 24 * 3600_000 });
  const consumer = CONSUMERS.generationWorker;
  await ensureDurableConsumer(nc, consumer.stream, consumer.durable, consumer.filterSubject, {
    ackWaitMs: config.GENERATION_ACK_WAIT_MS,
    maxDeliver: 50,
  });
  const providers = createMediaProviders(config, logger);
  const generation: GenerationDeps = { config, bus: deps.bus, js: jetstream(nc), jobs, storage: deps.storage, providers, logger };

  deps.bus.serve(media.startGeneration, (input) => startGeneration(generation, input), QUEUE);
  deps.bus.serve(media.continueGeneration, (input) => continueGeneration(generation, input), QUEUE);
  deps.bus.serve(media.regenerateModel, (input) => regenerateModel(generation, input), QUEUE);
  deps.bus.serve(media.gpuAvailability, async () => ({ available: Boolean(providers.gpu) }), QUEUE);
  deps.bus.serve(ops.generationJobsOverview, (input) => jobs.overview(input.failedLimit), QUEUE);

  const worker = config.GENERATION_CONCURRENCY > 0 ? await startGenerationWorker(generation) : null;
  // Keep the face model warm: the first agent with a photo should not wait for it to load.
  if (worker) void providers.faces.warmUp?.().catch((error: unknown) => logger.warn('face model failed to load', { error }));
  // And the persona model (a local one loads in 1-8 s; its writer uses the rules meanwhile).
  if (worker) void providers.persona.warm?.().catch((error: unknown) => logger.warn('persona model failed to load', { error }));
  const stopSweep = startRecoverySweep(generation);
  // Agents made before face rigs get one, in the background, one at a time (docs/face-rig.md).
  const stopBackfill = worker ? startFaceRigBackfill(generation) : null;
  return async () => {
    stopSweep();
    await stopBackfill?.();
    await worker?.stop();
    await providers.persona.close?.();
  };
}
