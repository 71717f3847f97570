import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { agentsRoutes } from './agents.routes.js';
import { agentsResolvers } from './resolvers/index.js';
import { agentsRouteDocs } from './agents.route-docs.js';

/** The signed-in user's agents: read one, list them, follow them live. */
export const agentsModule: GatewayModule = {
  name: 'agents',
  typeDefs: readFileSync(new URL('./agents.graphql', import.meta.url), 'utf8'),
  resolvers: agentsResolvers,
  routes: agentsRoutes,
  routeDocs: agentsRouteDocs,
};
