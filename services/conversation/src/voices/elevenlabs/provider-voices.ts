import type { ReplyOf, RequestOf, voices } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { elevenLabsAccount } from '../../provider-keys/elevenlabs-account.js';
import type { VoiceDesignDeps } from '../voice-job-deps.js';
import { listVoices } from './elevenlabs-client.js';

/**
 * GET /api/voice/elevenlabs?provider_id= (spec 001 sections 8 and 9): the account's voices, or
 * 'API Key Required' / 'Provider Not Found' / 'Failed to load ElevenLabs voices: {reason}'.
 */
export async function elevenLabsVoices(
  deps: Pick<VoiceDesignDeps, 'bus' | 'logger' | 'providerKeys'>,
  input: RequestOf<typeof voices.elevenLabsVoices>,
): Promise<ReplyOf<typeof voices.elevenLabsVoices>> {
  const account = await elevenLabsAccount(deps, input.ownerId, input.provider_id);
  try {
    return { voices: await listVoices(account) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('UNAVAILABLE', `Failed to load ElevenLabs voices: ${reason}`);
  }
}
