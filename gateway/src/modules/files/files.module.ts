import type { GatewayModule } from '../gateway-module.js';
import { filesRoutes } from './files.routes.js';

/** Local-storage files behind signed URLs, outside /api. */
export const filesModule: GatewayModule = {
  name: 'files',
  rootRoutes: (deps) => filesRoutes(deps),
};
