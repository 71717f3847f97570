import type { PlanType } from '@avatarium/contracts';
import type { UserEntity } from '../identity/user.js';
import type { ApiKeyEntity } from '../api-keys/api-key.js';

export interface CachedApiKey {
  key: ApiKeyEntity;
  user: UserEntity | null;
  /** The owner's plan when looked up (null: the credits service did not answer); sets the rate limit. */
  plan: PlanType | null;
}

/** The session id a key's requests and subscriptions carry: revoking it ends them like a sign-out. */
export const apiKeySessionId = (keyId: string) => `apikey:${keyId}`;

/**
 * Keys looked up in the last few seconds, by hash: a script calling in a loop costs a map
 * lookup, not a database read, per request. Revoking or rolling evicts at once on every gateway
 * (through SessionRevocations), so the TTL only bounds how stale an owner's name change can be.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, { value: CachedApiKey; until: number }>();
  private readonly revoked = new Map<string, number>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(hash: string, now = Date.now()): CachedApiKey | undefined {
    const entry = this.entries.get(hash);
    if (entry && entry.until > now) return entry.value;
    if (entry) this.entries.delete(hash);
    return undefined;
  }

  set(hash: string, value: CachedApiKey, now = Date.now()): void {
    // A lookup that began before a revoke must not put the key back.
    const revokedAt = this.revoked.get(value.key.id);
    if (revokedAt !== undefined && now - revokedAt < this.ttlMs) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(hash, { value, until: now + this.ttlMs });
  }

  /** Called for every revoked session id; only API keys' ones concern this cache. */
  evictSession(sessionId: string, now = Date.now()): void {
    if (!sessionId.startsWith('apikey:')) return;
    const keyId = sessionId.slice('apikey:'.length);
    for (const [hash, entry] of this.entries) if (entry.value.key.id === keyId) this.entries.delete(hash);
    this.revoked.set(keyId, now);
    for (const [id, at] of this.revoked) {
      if (now - at < this.ttlMs) break; // insertion order: the rest are newer
      this.revoked.delete(id);
    }
  }
}
