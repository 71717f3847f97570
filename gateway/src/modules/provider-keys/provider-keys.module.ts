import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { providerKeysRoutes } from './provider-keys.routes.js';
import { providerKeysResolvers } from './resolvers/index.js';
import { providerKeysRouteDocs } from './provider-keys.route-docs.js';

/** Personal provider keys (issue 10, /settings): list, add after a real test call, test again, remove. */
export const providerKeysModule: GatewayModule = {
  name: 'provider-keys',
  typeDefs: readFileSync(new URL('./provider-keys.graphql', import.meta.url), 'utf8'),
  resolvers: providerKeysResolvers,
  routes: providerKeysRoutes,
  routeDocs: providerKeysRouteDocs,
};
