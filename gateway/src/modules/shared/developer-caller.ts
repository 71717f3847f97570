import { AppError } from '@avatarium/platform';
import type { Request } from 'express';
import type { GatewayContext, GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';

export type DeveloperCaller = Pick<GatewayContext, 'user' | 'session' | 'apiKey'>;

/** What only the owner signed in with the session cookie manages (the Developer tab). */
export type OwnerManaged = 'API keys' | 'webhooks';

/**
 * API keys and webhooks are managed by their owner signed in with the session cookie only: a
 * key can never mint, list, roll or revoke keys, nor manage webhooks (not even with every scope).
 */
export function sessionOwnerOf(caller: DeveloperCaller, what: OwnerManaged): string {
  if (caller.apiKey) throw new AppError('FORBIDDEN', `API keys cannot manage ${what}: sign in to do this.`);
  if (!caller.user || !caller.session) throw new AppError('UNAUTHENTICATED', `Sign in to manage your ${what}.`);
  return caller.user.id;
}

/** `sessionOwnerOf` of a REST request. */
export async function requestSessionOwner(deps: GatewayDeps, req: Request, what: OwnerManaged): Promise<string> {
  return sessionOwnerOf(await requestContext(deps, req), what);
}
