import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { operatorRoutes } from './operator.routes.js';
import { operatorResolvers } from './resolvers/index.js';
import { operatorRouteDocs } from './operator.route-docs.js';

/** The operator page's data: processes on the bus, JetStream backlogs, creation jobs (ADMIN_EMAILS only). */
export const operatorModule: GatewayModule = {
  name: 'operator',
  typeDefs: readFileSync(new URL('./operator.graphql', import.meta.url), 'utf8'),
  resolvers: operatorResolvers,
  routes: operatorRoutes,
  routeDocs: operatorRouteDocs,
};
