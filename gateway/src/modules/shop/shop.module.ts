import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { shopResolvers } from './resolvers/index.js';
import { shopRoutes } from './shop.routes.js';
import { shopRouteDocs } from './shop.route-docs.js';

/** The shop integration over MCP (issue 28): settings, validation of the store's endpoint. */
export const shopModule: GatewayModule = {
  name: 'shop',
  typeDefs: readFileSync(new URL('./shop.graphql', import.meta.url), 'utf8'),
  resolvers: shopResolvers,
  routes: shopRoutes,
  routeDocs: shopRouteDocs,
};
