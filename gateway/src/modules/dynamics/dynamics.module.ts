import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { dynamicsResolvers } from './resolvers/index.js';
import { dynamicsRoutes } from './dynamics.routes.js';
import { dynamicsRouteDocs } from './dynamics.route-docs.js';

/** Movement videos (issue 27): the owner's set, generation, and its progress pushed live. */
export const dynamicsModule: GatewayModule = {
  name: 'dynamics',
  typeDefs: readFileSync(new URL('./dynamics.graphql', import.meta.url), 'utf8'),
  resolvers: dynamicsResolvers,
  routes: dynamicsRoutes,
  routeDocs: dynamicsRouteDocs,
};
