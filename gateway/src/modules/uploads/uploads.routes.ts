import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../context.js';

// Filled in by the uploads module: /api/upload-files and /api/storage/upload-with-chunks.
export function uploadsRoutes(_deps: GatewayDeps, _logger: Logger): Router {
  return Router();
}
