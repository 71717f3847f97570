import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { analyticsRoutes } from './analytics.routes.js';
import { analyticsResolvers } from './resolvers/index.js';
import { analyticsRouteDocs } from './analytics.route-docs.js';

/** The owner's conversation analytics (issue 26): the summary, a day's conversations, the export, live changes. */
export const analyticsModule: GatewayModule = {
  name: 'analytics',
  typeDefs: readFileSync(new URL('./analytics.graphql', import.meta.url), 'utf8'),
  resolvers: analyticsResolvers,
  routes: analyticsRoutes,
  routeDocs: analyticsRouteDocs,
};
