import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { webhooksResolvers } from './resolvers/index.js';
import { webhooksRoutes } from './webhooks.routes.js';
import { webhooksRouteDocs } from './webhooks.route-docs.js';

/** The developer platform's webhooks (issue 29): signed, retried deliveries of platform events; managed with the session only. */
export const webhooksModule: GatewayModule = {
  name: 'webhooks',
  typeDefs: readFileSync(new URL('./webhooks.graphql', import.meta.url), 'utf8'),
  resolvers: webhooksResolvers,
  routes: webhooksRoutes,
  routeDocs: webhooksRouteDocs,
};
