import { AppError } from '@avatarium/platform';
import type { GatewayContext } from '../../http/context.js';

export type DeveloperCaller = Pick<GatewayContext, 'user' | 'session' | 'apiKey'>;

/**
 * API keys are managed by their owner signed in with the session cookie only: a key can
 * never mint, list, roll or revoke keys (not even with every scope).
 */
export function sessionOwnerOf(caller: DeveloperCaller): string {
  if (caller.apiKey) throw new AppError('FORBIDDEN', 'API keys cannot manage API keys: sign in to do this.');
  if (!caller.user || !caller.session) throw new AppError('UNAUTHENTICATED', 'Sign in to manage your API keys.');
  return caller.user.id;
}
