import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../context.js';

// Filled in by the agents module: /api/generate-agent, /api/continue-generation, /api/agents/{id}, /api/cerebrium/{name}.
export function agentsRoutes(_deps: GatewayDeps, _logger: Logger): Router {
  return Router();
}
