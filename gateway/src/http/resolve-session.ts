import type { GatewayDeps } from '../context.js';
import type { Session } from '../modules/auth/session.repository.js';
import type { UserEntity } from '../modules/auth/user.js';
import { readCookie, SESSION_COOKIE } from './session-cookie.js';

/** Turns the session cookie into the signed-in user, or nobody. */
export async function resolveSession(
  deps: GatewayDeps,
  cookieHeader: string | undefined,
): Promise<{ user: UserEntity | null; session: Session | null }> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return { user: null, session: null };
  const session = await deps.sessions.findValid(token);
  if (!session) return { user: null, session: null };
  const user = await deps.users.findById(session.userId);
  return user ? { user, session } : { user: null, session: null };
}
