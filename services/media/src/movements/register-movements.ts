import { CONSUMERS, dynamics, STREAMS } from '@avatarium/contracts';
import { ensureDurableConsumer, ensureStream } from '@avatarium/platform';
import { jetstream } from '@nats-io/jetstream';
import type { MediaDeps } from '../media-deps.js';
import { FaceApiDetector } from '../providers/face/face-api-detector.js';
import { GpuHostClient, gpuHostSettingsOf } from '../providers/gpu/gpu-host-client.js';
import { startTrackBackfill } from './backfill-movement-tracks.js';
import type { MovementDeps } from './movement-deps.js';
import { MovementJobRepository } from './movement-jobs.repository.js';
import { startMovementWorker } from './movement-worker.js';
import { probeMovementVideo } from './probe-movement-video.js';
import { startMovementRecovery } from './recover-movement-jobs.js';
import { startMovements } from './start-movements.js';
import { trackMovementVideo } from './track-movement-video.js';

/** Movement videos (issue 27): the start handler, the durable worker and its recovery sweep. */
export async function registerMovements(deps: MediaDeps): Promise<() => Promise<void>> {
  const { config, nc, logger } = deps;
  const jobs = new MovementJobRepository(deps.mongo);
  await jobs.init();
  await ensureStream(nc, { ...STREAMS.mediaJobs, workQueue: true, maxAgeMs: 7 * 24 * 3600_000 });
  const consumer = CONSUMERS.movementWorker;
  await ensureDurableConsumer(nc, consumer.stream, consumer.durable, consumer.filterSubject, {
    ackWaitMs: config.GENERATION_ACK_WAIT_MS,
    maxDeliver: 50,
  });
  // The face model and its one-at-a-time queue are process-wide: shared with the generation's detector.
  const faces = new FaceApiDetector();
  const gpuHost = gpuHostSettingsOf(config);
  const movements: MovementDeps = {
    config,
    bus: deps.bus,
    js: jetstream(nc),
    jobs,
    storage: deps.storage,
    logger,
    gpu: gpuHost ? new GpuHostClient(gpuHost) : null,
    faces,
  };
  deps.bus.serve(dynamics.startMovements, (input) => startMovements(movements, input), 'media');
  const probe = { config, storage: deps.storage, faces };
  deps.bus.serve(dynamics.probeMovementVideo, (input) => probeMovementVideo(probe, input), 'media');
  deps.bus.serve(dynamics.trackMovementVideo, (input) => trackMovementVideo(probe, input), 'media');
  const backfill = startTrackBackfill({ ...probe, bus: deps.bus, logger });
  deps.bus.serve(dynamics.backfillMovementTracks, async (input) => backfill.request(input), 'media');
  const worker = config.GENERATION_CONCURRENCY > 0 ? await startMovementWorker(movements) : null;
  const stopSweep = startMovementRecovery(movements);
  return async () => {
    stopSweep();
    await worker?.stop();
    await backfill.stop();
  };
}
