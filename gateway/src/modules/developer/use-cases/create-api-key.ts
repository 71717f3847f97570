import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { inputRefusal } from '../../shared/refusal.js';
import { generateApiKey } from '../../../api-keys/api-key-secret.js';
import { ApiKeyScope } from '../../../api-keys/api-key-scopes.js';
import type { ApiKeyEntity } from '../../../api-keys/api-key.js';
import { apiKeyView, type IssuedApiKey } from './api-key-view.js';

/** Live keys one user may hold at once. */
export const MAX_API_KEYS_PER_USER = 25;
export const EXPIRY_DAYS = [30, 90, 365] as const;

export const CreateApiKeyInput = z.object({
  name: z.string().trim().min(1, 'Enter a name for the key').max(60, 'The name is at most 60 characters'),
  scopes: z
    .array(ApiKeyScope, { error: 'Choose the scopes the key may use' })
    .min(1, 'Choose at least one scope')
    .max(ApiKeyScope.options.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .union([z.literal(30), z.literal(90), z.literal(365), z.null()], { error: 'Expiry is none, 30, 90 or 365 days' })
    .default(null),
});

const DAY_MS = 24 * 3600_000;

/** Stores a new key (hash only) under the owner's cap; the secret leaves here once and is kept nowhere. */
export async function issueApiKey(
  deps: Pick<GatewayDeps, 'apiKeys'>,
  ownerId: string,
  fields: Pick<ApiKeyEntity, 'name' | 'scopes' | 'expiresInDays'>,
  now = new Date(),
): Promise<IssuedApiKey> {
  const { secret, hash, prefix } = generateApiKey();
  const expiresAt = fields.expiresInDays ? new Date(now.getTime() + fields.expiresInDays * DAY_MS) : null;
  const key = await deps.apiKeys.createWithinSlots(
    { ownerId, ...fields, prefix, hash, createdAt: now, expiresAt },
    MAX_API_KEYS_PER_USER,
    now,
  );
  if (!key) throw new AppError('CONFLICT', `You can have at most ${MAX_API_KEYS_PER_USER} API keys. Revoke one first.`);
  return { key: apiKeyView(key, now), secret };
}

/** A new key of the owner's (signed in with the session: `sessionOwnerOf`) from the request's fields. */
export async function createApiKey(deps: Pick<GatewayDeps, 'apiKeys'>, ownerId: string, body: unknown): Promise<IssuedApiKey> {
  const parsed = CreateApiKeyInput.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('BAD_INPUT', inputRefusal(parsed.error).message);
  return issueApiKey(deps, ownerId, parsed.data);
}
