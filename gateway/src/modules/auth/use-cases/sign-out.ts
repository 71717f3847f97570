import type { AuthDeps } from '../auth-deps.js';
import type { Session } from '../../../identity/session.repository.js';
import type { SessionRevocations } from '../../../subscriptions/session-revocations.js';

/** Ends the session everywhere: the record goes, and every gateway closes its live subscriptions. */
export async function signOut(deps: AuthDeps & { revocations: SessionRevocations }, session: Session | null): Promise<void> {
  if (!session) return;
  await deps.sessions.delete(session.id);
  deps.revocations.revoke(session.id);
}
