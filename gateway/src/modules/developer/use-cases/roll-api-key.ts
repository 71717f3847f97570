import type { GatewayDeps } from '../../../http/context.js';
import type { IssuedApiKey } from './api-key-view.js';
import { issueApiKey } from './create-api-key.js';
import { revokeOwnedKey } from './revoke-api-key.js';

/**
 * A new secret for the same name and scopes (and the same expiry length, counted from now);
 * the old key is revoked first, which frees the slot the new one takes.
 */
export async function rollApiKey(
  deps: Pick<GatewayDeps, 'apiKeys' | 'revocations'>,
  ownerId: string,
  id: string,
): Promise<IssuedApiKey> {
  const old = await revokeOwnedKey(deps, ownerId, id);
  return issueApiKey(deps, ownerId, { name: old.name, scopes: old.scopes, expiresInDays: old.expiresInDays });
}
