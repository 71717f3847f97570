import { createLogger, loadConfig } from '@avatarium/platform';
import { mediaEnvSchema } from './media-config.js';
import { startMediaService } from './media-service.js';

const config = loadConfig(mediaEnvSchema);
const logger = createLogger('media', config.LOG_LEVEL);
const service = await startMediaService(config, logger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void service.stop().finally(() => process.exit(0));
  });
}
