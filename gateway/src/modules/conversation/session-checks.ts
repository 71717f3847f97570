import { createHash } from 'node:crypto';
import { conversation } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import type { HeldSession } from './validation.js';

/** How long a passed token check stands: a sentence's audio files are fetched one after another. */
export const CHECK_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

const fingerprint = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The service's answer to "does this token hold this session", kept briefly when it is yes,
 * so each audio file of a turn does not cost a round trip. Refusals are never kept: the next
 * call asks again. Only a digest of the token is held in memory.
 */
export class SessionChecks {
  private readonly passed = new Map<string, { token: string; until: number }>();

  constructor(
    private readonly bus: Pick<Bus, 'request'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when the token holds the session (active or ended); throws the service's refusal otherwise. */
  async check(held: HeldSession): Promise<void> {
    const token = fingerprint(held.sessionToken);
    const known = this.passed.get(held.sessionId);
    if (known && known.token === token && known.until > this.now()) return;
    await this.bus.request(conversation.checkSession, held);
    this.passed.delete(held.sessionId);
    // Oldest first in a Map: past the bound, the oldest entry goes.
    if (this.passed.size >= MAX_ENTRIES) this.passed.delete(this.passed.keys().next().value!);
    this.passed.set(held.sessionId, { token, until: this.now() + CHECK_TTL_MS });
  }

  /** Forgets a session at once (it was ended through this gateway). */
  forget(sessionId: string): void {
    this.passed.delete(sessionId);
  }
}

const perGateway = new WeakMap<object, SessionChecks>();

/** One cache per gateway (keyed by its bus), shared by the routes that need it. */
export function sessionChecksOf(deps: { bus: Bus }): SessionChecks {
  let checks = perGateway.get(deps.bus);
  if (!checks) {
    checks = new SessionChecks(deps.bus);
    perGateway.set(deps.bus, checks);
  }
  return checks;
}
