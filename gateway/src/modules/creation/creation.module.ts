import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { creationRoutes } from './creation.routes.js';
import { createAgent } from './resolvers/Mutation/createAgent.js';
import { markFace } from './resolvers/Mutation/markFace.js';
import { creationRouteDocs } from './creation.route-docs.js';

/** Creating an agent and marking its face: one use case each, behind a mutation and a spec path. */
export const creationModule: GatewayModule = {
  name: 'creation',
  typeDefs: readFileSync(new URL('./creation.graphql', import.meta.url), 'utf8'),
  resolvers: { Mutation: { createAgent, markFace } },
  routes: creationRoutes,
  routeDocs: creationRouteDocs,
};
