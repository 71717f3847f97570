import { Bus, connectMongo, connectNats, createLogger, createStorage, type Logger } from '@avatarium/platform';
import { registerGeneration } from './generation/register-generation.js';
import type { MediaConfig } from './media-config.js';
import type { MediaDeps } from './media-deps.js';
import { registerUploads } from './uploads/register-uploads.js';

export interface RunningService {
  stop(): Promise<void>;
}

/** Owns stored media: upload inspection and the durable agent generation pipeline. */
export async function startMediaService(
  config: MediaConfig,
  logger: Logger = createLogger('media', config.LOG_LEVEL),
): Promise<RunningService> {
  const mongo = await connectMongo(config.MONGODB_URI, config.MONGODB_DB);
  const nc = await connectNats(config.NATS_URL, 'media', logger);
  const deps: MediaDeps = { config, mongo, nc, bus: new Bus(nc, logger), storage: createStorage(config), logger };
  const stops = [await registerUploads(deps), await registerGeneration(deps)];
  logger.info('media service ready');
  return {
    async stop() {
      for (const stop of stops) await stop();
      await deps.bus.close();
      await mongo.close();
    },
  };
}
