import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { apiKeySessionId } from '../../../http/api-key-cache.js';
import type { ApiKeyEntity } from '../../../api-keys/api-key.js';

/** A key id as the repository makes them; anything else names no key. */
export const ApiKeyId = z.string().regex(/^ak_[0-9a-f]{18}$/);

export const KEY_NOT_FOUND = 'API key not found';

/**
 * Revokes one of the owner's keys; every gateway drops it from its cache and closes its
 * sockets at once (the key's requests carry a session of their own, revoked like a sign-out).
 */
export async function revokeOwnedKey(
  deps: Pick<GatewayDeps, 'apiKeys' | 'revocations'>,
  ownerId: string,
  id: string,
): Promise<ApiKeyEntity> {
  const key = ApiKeyId.safeParse(id).success ? await deps.apiKeys.revoke(ownerId, id) : null;
  if (!key) throw new AppError('NOT_FOUND', KEY_NOT_FOUND);
  deps.revocations.revoke(apiKeySessionId(key.id));
  return key;
}

export async function revokeApiKey(
  deps: Pick<GatewayDeps, 'apiKeys' | 'revocations'>,
  ownerId: string,
  id: string,
): Promise<{ id: string }> {
  const key = await revokeOwnedKey(deps, ownerId, id);
  return { id: key.id };
}
