import { AppError } from '@avatarium/platform';
import type { Request } from 'express';
import type { GatewayContext, GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';

/**
 * The one way a route or resolver learns who calls: the signed-in user's id, from the session
 * cookie or an API key (its owner; the key's scope was checked at the door, api-key-guard for
 * /api and api-key-operations for GraphQL). Null for a visitor: named `optional` because only
 * reads open to visitors, and use cases that answer a missing sign-in in their own words (the
 * agent-action frame), take it; everything else uses `signedInCaller`.
 */
export function optionalCaller(context: Pick<GatewayContext, 'user'>): string | null {
  return context.user?.id ?? null;
}

/** The signed-in caller's id; UNAUTHENTICATED with the operation's own text otherwise. */
export function signedInCaller(context: Pick<GatewayContext, 'user'>, message = 'Unauthorized'): string {
  const userId = optionalCaller(context);
  if (!userId) throw new AppError('UNAUTHENTICATED', message);
  return userId;
}

/** `optionalCaller` of a REST request (its context is resolved once per request). */
export async function requestCaller(deps: GatewayDeps, req: Request): Promise<string | null> {
  return optionalCaller(await requestContext(deps, req));
}
