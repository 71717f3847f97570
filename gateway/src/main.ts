import { createLogger, loadConfig } from '@avatarium/platform';
import { gatewayEnvSchema } from './config.js';
import { startGateway } from './server.js';

const config = loadConfig(gatewayEnvSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
const gateway = await startGateway(config, logger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.stop().finally(() => process.exit(0));
  });
}
