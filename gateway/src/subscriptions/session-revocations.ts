import { accounts } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';

/**
 * Tells every gateway that a session ended, so live subscriptions opened with it stop and
 * cached lookups of it are dropped at once.
 */
export class SessionRevocations {
  private readonly handlers = new Map<string, Set<() => void>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: Bus,
    /** Runs for every revoked session, on this gateway first and again when the event arrives. */
    private readonly onAnyRevoked: (sessionId: string) => void = () => undefined,
  ) {
    this.unsubscribe = bus.subscribe(accounts.sessionRevoked, ({ sessionId }) => {
      this.onAnyRevoked(sessionId);
      for (const handler of this.handlers.get(sessionId) ?? []) handler();
      this.handlers.delete(sessionId);
    });
  }

  revoke(sessionId: string): void {
    // Locally before publishing: this gateway's next request must already see the sign-out.
    this.onAnyRevoked(sessionId);
    this.bus.publish(accounts.sessionRevoked, { sessionId });
  }

  onRevoked(sessionId: string, handler: () => void): () => void {
    const set = this.handlers.get(sessionId) ?? new Set();
    set.add(handler);
    this.handlers.set(sessionId, set);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(sessionId);
    };
  }

  close(): void {
    this.unsubscribe();
  }
}
