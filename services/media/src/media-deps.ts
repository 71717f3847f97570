import type { ServiceConnections, Storage } from '@avatarium/platform';
import type { MediaConfig } from './media-config.js';

/** The connections every service gets (mongo, nc, bus, logger), plus media's config and storage. */
export interface MediaDeps extends ServiceConnections {
  config: MediaConfig;
  storage: Storage;
}
