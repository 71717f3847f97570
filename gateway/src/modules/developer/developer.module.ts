import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { developerRoutes } from './developer.routes.js';
import { developerResolvers } from './resolvers/index.js';
import { developerRouteDocs } from './developer.route-docs.js';

/** The developer platform (issue 29): API keys that work as Bearer tokens, managed with the session only. */
export const developerModule: GatewayModule = {
  name: 'developer',
  typeDefs: readFileSync(new URL('./developer.graphql', import.meta.url), 'utf8'),
  resolvers: developerResolvers,
  routes: developerRoutes,
  routeDocs: developerRouteDocs,
};
