import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { creditsRoutes } from './credits.routes.js';
import { creditsResolvers } from './resolvers/index.js';
import { creditsRouteDocs } from './credits.route-docs.js';

/** The signed-in user's credit balance, read once or followed live. */
export const creditsModule: GatewayModule = {
  name: 'credits',
  typeDefs: readFileSync(new URL('./credits.graphql', import.meta.url), 'utf8'),
  resolvers: creditsResolvers,
  routes: creditsRoutes,
  routeDocs: creditsRouteDocs,
};
