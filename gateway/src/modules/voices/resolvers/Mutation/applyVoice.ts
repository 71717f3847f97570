import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { applyVoice as apply } from '../../use-cases/voices.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of POST /api/voice/apply. */
export const applyVoice: NonNullable<MutationResolvers['applyVoice']> = async (
  _parent,
  { id, voiceId, gender, language, transactionId },
  context,
) =>
  graphqlResult(
    apply(context.deps, optionalCaller(context), {
      code: id,
      voice_id: voiceId,
      gender: gender ?? undefined,
      language: language ?? undefined,
      transaction_id: transactionId ?? undefined,
    }),
  );
