import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { getVoiceGallery } from '../../use-cases/voices.js';
import { signedInCaller } from '../../../shared/caller.js';
import { SIGN_IN_FOR_VOICES } from '../../use-cases/voices.js';

/** The GraphQL twin of GET /api/voice/gallery. */
export const voiceGallery: NonNullable<QueryResolvers['voiceGallery']> = (_parent, { language }, context) => {
  signedInCaller(context, SIGN_IN_FOR_VOICES);
  return getVoiceGallery(context.deps, { language: language ?? undefined });
};
