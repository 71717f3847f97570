import type { Bus, Logger, Storage } from '@avatarium/platform';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { MediaConfig } from '../media-config.js';
import type { FaceDetector } from '../providers/face/face-detector.js';
import type { GpuHostClient } from '../providers/gpu/gpu-host-client.js';
import type { MovementJobRepository } from './movement-jobs.repository.js';

export interface MovementDeps {
  config: Pick<
    MediaConfig,
    'FFMPEG_PATH' | 'GENERATION_ACK_WAIT_MS' | 'PUBLIC_BASE_URL' | 'GPU_HOST_POLL_MS' | 'GPU_HOST_TIMEOUT_MS'
  >;
  bus: Bus;
  js: JetStreamClient;
  jobs: MovementJobRepository;
  storage: Storage;
  logger: Logger;
  /** Set with GPU_HOST_URL: the videos are asked of the GPU host instead of rendered here. */
  gpu: GpuHostClient | null;
  /** Checks the host's videos as uploads are checked (shared with the upload probe). */
  faces: FaceDetector;
}
