import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { sharingResolvers } from './resolvers/index.js';
import { sharingRoutes } from './sharing.routes.js';
import { sharingRouteDocs } from './sharing.route-docs.js';

/** Share and viewer links, and what the viewer route /view/{id} may show to its caller. */
export const sharingModule: GatewayModule = {
  name: 'sharing',
  typeDefs: readFileSync(new URL('./sharing.graphql', import.meta.url), 'utf8'),
  resolvers: sharingResolvers,
  routes: sharingRoutes,
  routeDocs: sharingRouteDocs,
};
