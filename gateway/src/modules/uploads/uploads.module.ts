import type { GatewayModule } from '../gateway-module.js';
import { uploadsRoutes } from './uploads.routes.js';
import { uploadsRouteDocs } from './uploads.route-docs.js';

/** File uploads: the gateway streams the bytes into storage; the media service checks them and keeps chunked uploads. */
export const uploadsModule: GatewayModule = {
  name: 'uploads',
  // Multipart bodies are read as streams, before any JSON parser.
  streamingRoutes: uploadsRoutes,
  routeDocs: uploadsRouteDocs,
};
