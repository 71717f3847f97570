import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { authRoutes } from './auth.routes.js';
import { authResolvers } from './resolvers/index.js';
import { authRouteDocs } from './auth.route-docs.js';

/** Sign-up, sign-in and sign-out, and who is signed in: users and sessions are the gateway's own. */
export const authModule: GatewayModule = {
  name: 'auth',
  typeDefs: readFileSync(new URL('./auth.graphql', import.meta.url), 'utf8'),
  resolvers: authResolvers,
  routes: authRoutes,
  routeDocs: authRouteDocs,
};
