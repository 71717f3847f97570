import type { GatewayModule } from '../gateway-module.js';
import { agentDispatchRouteDocs } from './agent-dispatch.route-docs.js';
import { agentDispatchRoutes } from './agent-dispatch.routes.js';

/** The REST paths several modules share (PATCH /agents/:id, PUT /agents/:id/sharing), dispatched to their use cases. */
export const agentDispatchModule: GatewayModule = {
  name: 'agent-dispatch',
  routes: agentDispatchRoutes,
  routeDocs: agentDispatchRouteDocs,
};
