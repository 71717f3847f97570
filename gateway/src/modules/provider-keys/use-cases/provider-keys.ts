import { providerKeys } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { parsedInput } from '../../shared/refusal.js';

type Deps = Pick<GatewayDeps, 'bus' | 'authLimiter'>;

/**
 * Adding or testing a key makes a call to the provider from our server: at most this many a
 * minute per user (per gateway), so a burst of requests cannot turn us into a key checker.
 */
export const KEY_CHECKS_PER_MINUTE = 10;

const throttleKeyChecks = (deps: Deps, ownerId: string) =>
  deps.authLimiter.consume(`provider-key-check:${ownerId}`, KEY_CHECKS_PER_MINUTE);

const platform = z.enum(providerKeys.Platform.options, { error: 'Choose a provider platform' });
// Checked below in the dialog's own words.
const apiKey = z.string().trim().max(500);
const label = z.string().trim().max(60);

/** A key to add, in the domain's words: the addProviderKey mutation's arguments as they are. */
export const AddKeyCommand = z.object({ platform, apiKey: apiKey.nullish(), label: label.nullish() });
/** The platform is checked by the command's schema ('Choose a provider platform'), so any text may come in. */
export type AddKeyCommand = Omit<z.input<typeof AddKeyCommand>, 'platform'> & { platform: string };

/** POST /api/settings/providers: the same rules under the API's field names. */
export const AddBody = z.object({ platform, api_key: apiKey.optional(), label: label.optional() });

/** A key id as the conversation service makes them; anything else names no key. */
const KeyId = z.string().regex(/^pk_[0-9a-f]{18}$/);

/** What a signed-out caller is told (the adapters check the caller with it). */
export const PROVIDER_KEYS_SIGN_IN = 'Sign in to manage your provider keys.';

export async function listProviderKeys(deps: Deps, ownerId: string) {
  return (await deps.bus.request(providerKeys.listProviderKeys, { ownerId })).entries;
}

/** The key goes to the conversation service once, to be tested and sealed; nothing echoes it. */
export async function addProviderKey(deps: Deps, ownerId: string, command: AddKeyCommand) {
  const { platform, apiKey, label } = parsedInput(AddKeyCommand, command);
  if (!apiKey || apiKey.length < 8) throw new AppError('BAD_INPUT', 'Enter the API key');
  throttleKeyChecks(deps, ownerId);
  const key = { ownerId, platform, api_key: apiKey, ...(label == null ? {} : { label }) };
  return deps.bus.request(providerKeys.addProviderKey, key, { timeoutMs: 20_000 });
}

/** POST /api/settings/providers {platform, api_key, label} as the command (the body's texts kept). */
export function addKeyCommandOf(body: unknown): AddKeyCommand {
  const { platform, api_key: apiKey, label } = parsedInput(AddBody, body);
  return { platform, apiKey, label };
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
