import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { getElevenLabsVoices } from '../../use-cases/voices.js';
import { signedInCaller } from '../../../shared/caller.js';
import { SIGN_IN_FOR_VOICES } from '../../use-cases/voices.js';

/** The GraphQL twin of GET /api/voice/elevenlabs. */
export const elevenLabsVoices: NonNullable<QueryResolvers['elevenLabsVoices']> = async (_parent, { providerId }, context) => {
  const { voices } = await getElevenLabsVoices(context.deps, signedInCaller(context, SIGN_IN_FOR_VOICES), {
    provider_id: providerId ?? undefined,
  });
  return voices.map((voice) => ({
    ...voice,
    supportedLanguages: voice.supported_languages,
    previewUrl: voice.preview_url,
  }));
};
