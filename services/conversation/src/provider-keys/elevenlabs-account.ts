import { catalog } from '@avatarium/contracts';
import { AppError, type Bus, type Logger } from '@avatarium/platform';
import type { ElevenLabsAccount } from '../voices/elevenlabs/elevenlabs-client.js';
import { endpointOf } from './personal-engines.js';
import type { ProviderKeyDeps } from './provider-keys.js';

export const API_KEY_REQUIRED = 'API Key Required';
export const PROVIDER_NOT_FOUND = 'Provider Not Found';

type Deps = { providerKeys: ProviderKeyDeps; bus: Bus; logger: Logger };

/** The owner's ElevenLabs key by its id (GET /api/voice/elevenlabs?provider_id=), or the spec's refusal. */
export async function elevenLabsAccount(deps: Deps, ownerId: string, providerId: string | undefined): Promise<ElevenLabsAccount> {
  if (!providerId) throw new AppError('BAD_INPUT', API_KEY_REQUIRED);
  const cipher = deps.providerKeys.cipher;
  if (!cipher) throw new AppError('BAD_INPUT', API_KEY_REQUIRED);
  const entry = await deps.providerKeys.keys.find(ownerId, providerId);
  if (!entry || entry.platform !== 'elevenlabs') throw new AppError('NOT_FOUND', PROVIDER_NOT_FOUND);
  return endpointOf('elevenlabs', cipher.open(entry.sealed), deps);
}

/**
 * The ElevenLabs account an agent speaks through: its TTS provider is one of the owner's
 * ElevenLabs keys. Null otherwise (the offline voice designs and matches then).
 */
export async function agentElevenLabsAccount(
  deps: Deps,
  ownerId: string,
  agentId: string,
): Promise<{ account: ElevenLabsAccount; keyId: string } | null> {
  const agent = await deps.bus.request(catalog.getAgent, { agentId, scope: { kind: 'owner', ownerId } });
  const choice = agent?.providers.tts;
  if (!choice || choice.mode !== 'custom' || !choice.provider_id) return null;
  try {
    return { account: await elevenLabsAccount(deps, ownerId, choice.provider_id), keyId: choice.provider_id };
  } catch {
    // A key removed since, or of another platform: the offline voice answers.
    return null;
  }
}

/** The account of a key id kept on a transaction (a design resumed after a restart, a rejected voice). */
export async function accountOfKey(deps: Deps, ownerId: string, keyId: string | null | undefined) {
  if (!keyId) return null;
  return elevenLabsAccount(deps, ownerId, keyId).catch(() => null);
}
