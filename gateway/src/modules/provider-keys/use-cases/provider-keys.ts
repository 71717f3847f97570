import { providerKeys } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { inputRefusal } from '../../shared/refusal.js';

type Deps = Pick<GatewayDeps, 'bus' | 'authLimiter'>;

/**
 * Adding or testing a key makes a call to the provider from our server: at most this many a
 * minute per user (per gateway), so a burst of requests cannot turn us into a key checker.
 */
export const KEY_CHECKS_PER_MINUTE = 10;

const throttleKeyChecks = (deps: Deps, ownerId: string) =>
  deps.authLimiter.consume(`provider-key-check:${ownerId}`, KEY_CHECKS_PER_MINUTE);

export const AddBody = z.object({
  platform: z.enum(providerKeys.Platform.options, { error: 'Choose a provider platform' }),
  // Checked below in the dialog's own words.
  api_key: z.string().trim().max(500).optional(),
  label: z.string().trim().max(60).optional(),
});

/** A key id as the conversation service makes them; anything else names no key. */
const KeyId = z.string().regex(/^pk_[0-9a-f]{18}$/);

/** What a signed-out caller is told (the adapters check the caller with it). */
export const PROVIDER_KEYS_SIGN_IN = 'Sign in to manage your provider keys.';

export async function listProviderKeys(deps: Deps, ownerId: string) {
  return (await deps.bus.request(providerKeys.listProviderKeys, { ownerId })).entries;
}

/** The key goes to the conversation service once, to be tested and sealed; nothing echoes it. */
export async function addProviderKey(deps: Deps, ownerId: string, body: unknown) {
  const parsed = AddBody.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('BAD_INPUT', inputRefusal(parsed.error).message);
  const { api_key: apiKey, ...rest } = parsed.data;
  if (!apiKey || apiKey.length < 8) throw new AppError('BAD_INPUT', 'Enter the API key');
  throttleKeyChecks(deps, ownerId);
  return deps.bus.request(providerKeys.addProviderKey, { ownerId, ...rest, api_key: apiKey }, { timeoutMs: 20_000 });
}

export async function removeProviderKey(deps: Deps, ownerId: string, id: string) {
  if (!KeyId.safeParse(id).success) return false;
  return (await deps.bus.request(providerKeys.removeProviderKey, { ownerId, id })).removed;
}

export async function testProviderKey(deps: Deps, ownerId: string, id: string) {
  if (!KeyId.safeParse(id).success) throw new AppError('NOT_FOUND', 'Provider Not Found');
  throttleKeyChecks(deps, ownerId);
  return deps.bus.request(providerKeys.testProviderKey, { ownerId, id }, { timeoutMs: 20_000 });
}
