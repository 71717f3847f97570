import type { GatewayDeps } from './context.js';
import { hashToken } from '../identity/session.repository.js';
import type { ResolvedSession } from './session-cache.js';
import { readCookie, SESSION_COOKIE } from './session-cookie.js';

const NOBODY: ResolvedSession = { user: null, session: null };

/** Turns the session cookie into the signed-in user, or nobody. */
export async function resolveSession(deps: GatewayDeps, cookieHeader: string | undefined): Promise<ResolvedSession> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return NOBODY;
  const key = hashToken(token);
  const cached = deps.sessionCache.get(key);
  if (cached) return cached;
  const session = await deps.sessions.findValid(token);
  const user = session ? await deps.users.findById(session.userId) : null;
  const resolved = user && session ? { user, session } : NOBODY;
  deps.sessionCache.set(key, resolved);
  return resolved;
}
