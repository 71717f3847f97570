import { createLogger, loadConfig } from '@avatarium/platform';
import { catalogEnvSchema } from './catalog-config.js';
import { startCatalogService } from './catalog-service.js';

const config = loadConfig(catalogEnvSchema);
const logger = createLogger('catalog', config.LOG_LEVEL);
const service = await startCatalogService(config, logger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void service.stop().finally(() => process.exit(0));
  });
}
