import type { GatewayModule } from '../gateway-module.js';
import { healthRoutes } from './health.routes.js';

/** /healthz and /readyz, outside /api. */
export const healthModule: GatewayModule = {
  name: 'health',
  rootRoutes: (deps) => healthRoutes(deps),
};
