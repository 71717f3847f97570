import { credits, type PlanType } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from './context.js';
import type { Session } from '../identity/session.repository.js';
import type { UserEntity } from '../identity/user.js';
import { hashApiKey, isWellFormedApiKey, sameHash } from '../api-keys/api-key-secret.js';
import { apiKeyRateLimitOf } from '../api-keys/api-key-rate-limits.js';
import type { ApiKeyScope } from '../api-keys/api-key-scopes.js';
import { apiKeySessionId } from './api-key-cache.js';

/** Who a bearer key acts as: its owner, a session bound to the key, and the key's scopes. */
export interface ResolvedApiKey {
  user: UserEntity;
  session: Session;
  apiKey: { id: string; scopes: ApiKeyScope[] };
  /** Requests per minute this key may make (its owner's plan). */
  rateLimit: number;
}

export const INVALID_KEY = 'The API key is not valid.';
export const REVOKED_KEY = 'This API key was revoked.';
export const EXPIRED_KEY = 'This API key has expired.';

const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');
const LAST_USED_EVERY_MS = 60_000;

/**
 * Turns a bearer token into its owner, or throws UNAUTHENTICATED with the reason. A token
 * without the key's shape and checksum is refused before any lookup; the secret itself is
 * never logged or kept, only its hash.
 */
export async function resolveApiKey(deps: GatewayDeps, token: string, now = new Date()): Promise<ResolvedApiKey> {
  if (!isWellFormedApiKey(token)) throw new AppError('UNAUTHENTICATED', INVALID_KEY);
  const hash = hashApiKey(token);
  let cached = deps.apiKeyCache.get(hash, now.getTime());
  if (!cached) {
    const key = await deps.apiKeys.findByHash(hash);
    if (!key || !sameHash(key.hash, hash)) throw new AppError('UNAUTHENTICATED', INVALID_KEY);
    // The plan (for the rate limit) is read with the key, once per cache lifetime, never per request.
    const [user, plan] = await Promise.all([deps.users.findById(key.ownerId), planOf(deps, key.ownerId)]);
    cached = { key, user, plan };
    deps.apiKeyCache.set(hash, cached, now.getTime());
  }
  const { key, user } = cached;
  if (key.revokedAt) throw new AppError('UNAUTHENTICATED', REVOKED_KEY);
  if (key.expiresAt && key.expiresAt <= now) throw new AppError('UNAUTHENTICATED', EXPIRED_KEY);
  if (!user) throw new AppError('UNAUTHENTICATED', INVALID_KEY);
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    // At most one write a minute per key and gateway (the update's condition covers the others).
    key.lastUsedAt = now;
    void deps.apiKeys.touch(key.id, now, LAST_USED_EVERY_MS).catch(() => undefined);
  }
  return {
    user,
    session: { id: apiKeySessionId(key.id), userId: user.id, expiresAt: key.expiresAt ?? FAR_FUTURE },
    apiKey: { id: key.id, scopes: key.scopes },
    rateLimit: apiKeyRateLimitOf(cached.plan, deps.config.API_KEY_RATE_LIMIT_PER_MINUTE),
  };
}

function planOf(deps: Pick<GatewayDeps, 'bus'>, userId: string): Promise<PlanType | null> {
  return deps.bus.request(credits.getBalance, { userId }, { timeoutMs: 2_000 }).then(
    (balance) => balance.plan,
    () => null,
  );
}
