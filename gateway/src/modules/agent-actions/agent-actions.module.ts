import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { agentActionsRoutes } from './agent-actions.routes.js';
import { agentActionsResolvers } from './resolvers/index.js';
import { agentActionsRouteDocs } from './agent-actions.route-docs.js';

/** What an owner or a visitor does with an agent card: vote, clone, delete, visibility, category, anonymous access. */
export const agentActionsModule: GatewayModule = {
  name: 'agent-actions',
  typeDefs: readFileSync(new URL('./agent-actions.graphql', import.meta.url), 'utf8'),
  resolvers: agentActionsResolvers,
  routes: agentActionsRoutes,
  routeDocs: agentActionsRouteDocs,
};
