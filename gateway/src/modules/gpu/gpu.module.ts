import type { GatewayModule } from '../gateway-module.js';
import { gpuRoutes } from './gpu.routes.js';
import { gpuRouteDocs } from './gpu.route-docs.js';

/** Direct calls of GPU host functions (spec 000's /api/cerebrium/{name}), made by the media service. */
export const gpuModule: GatewayModule = {
  name: 'gpu',
  routes: gpuRoutes,
  routeDocs: gpuRouteDocs,
};
