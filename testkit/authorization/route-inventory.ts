import type { Logger } from '@avatarium/platform';
import type { Router } from 'express';
import { isObjectType } from 'graphql';
import type { GatewayDeps } from '../../gateway/src/http/context.js';
import { buildSchema } from '../../gateway/src/graphql/schema.js';
import type { GatewayModule } from '../../gateway/src/modules/gateway-module.js';
import { gatewayModules } from '../../gateway/src/modules/index.js';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** `METHOD /path` of every route a router declares (fallback `use` layers have no route). */
function routeKeys(router: Router, prefix: string): string[] {
  return (router.stack as RouteLayer[]).flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${prefix}${layer.route!.path}`)
      : [],
  );
}

/**
 * Every REST route the gateway mounts, built from the module list as server.ts builds it: the
 * `/api` routers (streaming and JSON) and the root ones.
 */
export function gatewayRouteKeys(
  deps: GatewayDeps,
  logger: Logger,
  modules: readonly GatewayModule[] = gatewayModules,
): string[] {
  return modules.flatMap((module) => [
    ...(module.rootRoutes ? routeKeys(module.rootRoutes(deps, logger), '') : []),
    ...(module.streamingRoutes ? routeKeys(module.streamingRoutes(deps, logger), '/api') : []),
    ...(module.routes ? routeKeys(module.routes(deps, logger), '/api') : []),
  ]);
}

/** `Mutation.field` and `Query.field` of every field in the schema built from the module list. */
export function schemaFieldKeys(modules: readonly GatewayModule[] = gatewayModules): string[] {
  const schema = buildSchema(modules);
  return ['Query', 'Mutation'].flatMap((name) => {
    const type = schema.getType(name);
    return type && isObjectType(type) ? Object.keys(type.getFields()).map((field) => `${name}.${field}`) : [];
  });
}
