import { createLogger, loadConfig } from '@avatarium/platform';
import { creditsEnvSchema } from './credits-config.js';
import { startCreditsService } from './credits-service.js';

const config = loadConfig(creditsEnvSchema);
const logger = createLogger('credits', config.LOG_LEVEL);
const service = await startCreditsService(config, logger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void service.stop().finally(() => process.exit(0));
  });
}
