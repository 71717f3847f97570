import { runProcess } from '@avatarium/platform';
import { gatewayEnvSchema } from './config.js';
import { startGateway } from './server.js';

await runProcess('gateway', gatewayEnvSchema, startGateway);
