import type { Bus, Logger, Storage } from '@avatarium/platform';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { MediaConfig } from '../media-config.js';
import type { MovementJobRepository } from './movement-jobs.repository.js';

export interface MovementDeps {
  config: Pick<MediaConfig, 'FFMPEG_PATH' | 'GENERATION_ACK_WAIT_MS'>;
  bus: Bus;
  js: JetStreamClient;
  jobs: MovementJobRepository;
  storage: Storage;
  logger: Logger;
}
