import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GatewayModule } from '../modules/gateway-module.js';
import { gatewayModules } from '../modules/index.js';

/** The executable schema: every registered module's SDL and resolvers. */
export function buildSchema(modules: readonly GatewayModule[] = gatewayModules) {
  return makeExecutableSchema({
    typeDefs: modules.flatMap((module) => (module.typeDefs ? [module.typeDefs] : [])),
    resolvers: modules.flatMap((module) => (module.resolvers ? [module.resolvers] : [])),
  });
}
