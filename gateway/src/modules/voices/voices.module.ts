import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { voicesResolvers } from './resolvers/index.js';
import { voicesRoutes } from './voices.routes.js';
import { voicesRouteDocs } from './voices.route-docs.js';

/** Persona and voices (issue 10): the voice gallery, previews, applying a voice, saving the persona. */
export const voicesModule: GatewayModule = {
  name: 'voices',
  typeDefs: readFileSync(new URL('./voices.graphql', import.meta.url), 'utf8'),
  resolvers: voicesResolvers,
  routes: voicesRoutes,
  routeDocs: voicesRouteDocs,
};
