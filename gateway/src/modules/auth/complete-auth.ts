import type { GatewayContext } from '../../http/context.js';
import type { AuthResult } from './auth-result.js';
import type { UserEntity } from '../../identity/user.js';

/** Sets the cookie on success and shapes the result as the GraphQL AuthPayload. */
export function completeAuth(
  context: GatewayContext,
  result: AuthResult,
): {
  ok: boolean;
  user: UserEntity | null;
  error: Extract<AuthResult, { ok: false }>['error'] | null;
} {
  if (!result.ok) return { ok: false, user: null, error: result.error };
  context.cookies?.set(result.token, result.session.expiresAt);
  return { ok: true, user: result.user, error: null };
}
