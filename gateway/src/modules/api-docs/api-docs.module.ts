import type { GatewayModule } from '../gateway-module.js';
import { apiDocsRoutes } from './api-docs.routes.js';
import { apiDocsRouteDocs } from './api-docs.route-docs.js';

/**
 * The API reference (issue 29): the OpenAPI document of every module's routes. It takes the
 * module list as a function, read at the first request, so the list may include this module.
 */
export function apiDocsModule(modules: () => readonly GatewayModule[]): GatewayModule {
  return {
    name: 'api-docs',
    routes: () => apiDocsRoutes(modules),
    routeDocs: apiDocsRouteDocs,
  };
}
