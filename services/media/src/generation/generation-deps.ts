import type { Bus, Logger, Storage } from '@avatarium/platform';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { MediaConfig } from '../media-config.js';
import type { MediaProviders } from '../providers/media-providers.js';
import type { GenerationJobRepository } from './jobs/generation-job.repository.js';

export interface GenerationDeps {
  config: MediaConfig;
  bus: Bus;
  js: JetStreamClient;
  jobs: GenerationJobRepository;
  storage: Storage;
  providers: MediaProviders;
  logger: Logger;
}
