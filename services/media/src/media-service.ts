import { createStorage, startService, type Logger, type RunningService, type ServiceConnections } from '@avatarium/platform';
import { registerAssets } from './assets/register-assets.js';
import { registerGeneration } from './generation/register-generation.js';
import type { MediaConfig } from './media-config.js';
import type { MediaDeps } from './media-deps.js';
import { registerMovements } from './movements/register-movements.js';
import { registerUploads } from './uploads/register-uploads.js';

/** Owns stored media: uploads, the durable agent generation pipeline, copying and deleting an agent's files. */
export function startMediaService(config: MediaConfig, logger?: Logger): Promise<RunningService> {
  const deps = (connections: ServiceConnections): MediaDeps => ({ ...connections, config, storage: createStorage(config) });
  return startService({
    name: 'media',
    config,
    logger,
    deps,
    register: [registerUploads, registerGeneration, registerAssets, registerMovements],
  });
}
