import { randomBytes } from 'node:crypto';
import { providerKeys } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import { checkKey } from './check-key.js';
import type { KeyCipher } from './key-cipher.js';
import type { ProviderKeyRepository, StoredProviderKey } from './provider-key.repository.js';

export interface ProviderKeyDeps {
  keys: ProviderKeyRepository;
  /** Null when the platform has no PROVIDER_KEYS_SECRET: keys cannot be kept then. */
  cipher: KeyCipher | null;
  checkBaseOverride?: string;
  /** Tests only: conversations on personal keys go to this server (each platform's paths). */
  engineBaseOverride?: string;
  allowLoopback: boolean;
}

export const NO_SECRET = 'Personal keys are not enabled on this server: the administrator must set PROVIDER_KEYS_SECRET.';
export const KEY_NOT_FOUND = 'Provider Not Found';
export const TOO_MANY_KEYS = `You can keep at most ${providerKeys.PROVIDER_KEYS_PER_USER_MAX} provider keys. Remove one before adding another.`;

const view = (entry: StoredProviderKey): providerKeys.ProviderEntry => ({
  id: entry.id,
  platform: entry.platform,
  label: entry.label,
  masked: `••••${entry.last4}`,
  capabilities: [...providerKeys.PROVIDER_PLATFORMS[entry.platform].capabilities],
  created_at: entry.createdAt.toISOString(),
});

export async function listKeys(deps: ProviderKeyDeps, input: z.output<typeof providerKeys.listProviderKeys.request>) {
  return { entries: (await deps.keys.list(input.ownerId)).map(view) };
}

/**
 * Tested first with a real call; kept (sealed) only when the platform accepted it, and only in
 * one of the owner's PROVIDER_KEYS_PER_USER_MAX slots, which adds at the same moment cannot share.
 */
export async function addKey(deps: ProviderKeyDeps, input: z.output<typeof providerKeys.addProviderKey.request>) {
  if (!deps.cipher) throw new AppError('CONFLICT', NO_SECRET);
  const platform = providerKeys.PROVIDER_PLATFORMS[input.platform];
  if (platform.comingSoon) throw new AppError('BAD_INPUT', `${platform.label} is coming soon.`);
  const max = providerKeys.PROVIDER_KEYS_PER_USER_MAX;
  if ((await deps.keys.list(input.ownerId)).length >= max) throw new AppError('CONFLICT', TOO_MANY_KEYS);
  const checked = await checkKey(input.platform, input.api_key, deps.checkBaseOverride);
  if (!checked.ok) throw new AppError('BAD_INPUT', checked.message);
  const entry = await deps.keys.addWithinSlots(
    {
      id: `pk_${randomBytes(9).toString('hex')}`,
      ownerId: input.ownerId,
      platform: input.platform,
      label: input.label || platform.label,
      last4: input.api_key.slice(-4),
      sealed: deps.cipher.seal(input.api_key),
    },
    max,
  );
  if (!entry) throw new AppError('CONFLICT', TOO_MANY_KEYS);
  return view(entry);
}

export async function removeKey(deps: ProviderKeyDeps, input: z.output<typeof providerKeys.removeProviderKey.request>) {
  return { removed: await deps.keys.remove(input.ownerId, input.id) };
}

export async function testKey(deps: ProviderKeyDeps, input: z.output<typeof providerKeys.testProviderKey.request>) {
  const entry = await deps.keys.find(input.ownerId, input.id);
  if (!entry) throw new AppError('NOT_FOUND', KEY_NOT_FOUND);
  if (!deps.cipher) throw new AppError('CONFLICT', NO_SECRET);
  return checkKey(entry.platform, deps.cipher.open(entry.sealed), deps.checkBaseOverride);
}
