import type { Logger } from '@avatarium/platform';
import type { Router } from 'express';
import type { GatewayDeps } from '../http/context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { RouteDoc } from './route-doc.js';

/**
 * One feature of the gateway, registered once in `modules/index.ts`: its SDL, its resolvers
 * and its REST routes. Both faces are thin adapters over the same use cases in `use-cases/`.
 */
export interface GatewayModule {
  name: string;
  /** The module's SDL (read from the `.graphql` file beside it: the file codegen reads too). */
  typeDefs?: string;
  resolvers?: Resolvers;
  /** Routes mounted under `/api` after the JSON body parser. */
  routes?: (deps: GatewayDeps, logger: Logger) => Router;
  /** Routes under `/api` that read their request bodies as streams (mounted before the JSON parser). */
  streamingRoutes?: (deps: GatewayDeps, logger: Logger) => Router;
  /** Routes outside `/api` (health checks, signed files). */
  rootRoutes?: (deps: GatewayDeps, logger: Logger) => Router;
  /** Its `/api` routes (JSON and streaming) as the OpenAPI document shows them: one entry per route, a test checks. */
  routeDocs?: readonly RouteDoc[];
}
