import type { Bus, Logger, Storage } from '@avatarium/platform';
import type { Connection } from 'mongoose';
import type { NatsConnection } from '@nats-io/transport-node';
import type { MediaConfig } from './media-config.js';

export interface MediaDeps {
  config: MediaConfig;
  mongo: Connection;
  nc: NatsConnection;
  bus: Bus;
  storage: Storage;
  logger: Logger;
}
