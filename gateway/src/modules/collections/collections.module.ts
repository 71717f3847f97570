import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { collectionLogoRoutes, collectionsRoutes } from './collections.routes.js';
import { collectionsResolvers } from './resolvers/index.js';
import { collectionsRouteDocs } from './collections.route-docs.js';

/** Collections: the owner's CRUD, logo and intro video, sharing, and the public page. */
export const collectionsModule: GatewayModule = {
  name: 'collections',
  typeDefs: readFileSync(new URL('./collections.graphql', import.meta.url), 'utf8'),
  resolvers: collectionsResolvers,
  routes: collectionsRoutes,
  routeDocs: collectionsRouteDocs,
  streamingRoutes: collectionLogoRoutes,
};
