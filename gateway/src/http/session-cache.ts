import type { Session } from '../identity/session.repository.js';
import type { UserEntity } from '../identity/user.js';

export interface ResolvedSession {
  user: UserEntity | null;
  session: Session | null;
}

/**
 * Sessions resolved in the last few seconds, by token hash. A page load, an upload's chunks or
 * a reconnect storm repeat the same cookie many times; each lookup was two database round trips.
 * Signing out evicts at once on every gateway (see SessionRevocations), so the TTL only bounds
 * how stale anything else can be.
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: ResolvedSession; until: number }>();
  /** Sessions evicted within the TTL: a lookup that started before the sign-out must not re-cache them. */
  private readonly revoked = new Map<string, number>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string, now = Date.now()): ResolvedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const expired = entry.until <= now || (entry.value.session !== null && entry.value.session.expiresAt.getTime() <= now);
    if (expired) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  set(tokenHash: string, value: ResolvedSession, now = Date.now()): void {
    const revokedAt = this.revoked.get(tokenHash);
    if (revokedAt !== undefined && now - revokedAt < this.ttlMs) return;
    // Oldest first out: Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { value, until: now + this.ttlMs });
  }

  /** Session ids are the token hashes, so a revoked session is one delete. */
  evict(sessionId: string, now = Date.now()): void {
    this.entries.delete(sessionId);
    this.revoked.set(sessionId, now);
    for (const [id, at] of this.revoked) {
      if (now - at < this.ttlMs) break; // insertion order: the rest are newer
      this.revoked.delete(id);
    }
  }
}
