import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { previewVoice as preview } from '../../use-cases/voices.js';
import { signedInCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { SIGN_IN_FOR_VOICES } from '../../use-cases/voices.js';

/** The GraphQL twin of POST /api/voice/preview: the audio as a signed URL. */
export const previewVoice: NonNullable<MutationResolvers['previewVoice']> = async (_parent, { voiceId, language }, context) => {
  signedInCaller(context, SIGN_IN_FOR_VOICES);
  return graphqlResult(
    preview(context.deps, { voice_id: voiceId, language: language ?? undefined }).then(async (made) => ({
      preview: {
        audioUrl: await context.deps.storage.signedUrl(made.audioKey, 3600),
        contentType: made.contentType,
        durationMs: made.durationMs,
        cached: made.cached,
      },
    })),
  );
};
