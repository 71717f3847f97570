import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { communityAgentsRoutes } from './community-agents.routes.js';
import { communityResolvers } from './resolvers/index.js';
import { communityRouteDocs } from './community.route-docs.js';

/** The community gallery: public, finished agents for everyone, paged, counted per category, followed live. */
export const communityModule: GatewayModule = {
  name: 'community',
  typeDefs: readFileSync(new URL('./community.graphql', import.meta.url), 'utf8'),
  resolvers: communityResolvers,
  routes: communityAgentsRoutes,
  routeDocs: communityRouteDocs,
};
