import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { settleVoice } from '../../use-cases/voice-design.js';
import { signedInCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { SIGN_IN_FOR_VOICES } from '../../use-cases/voices.js';

/** The GraphQL twin of POST /api/voice/reject. */
export const rejectVoice: NonNullable<MutationResolvers['rejectVoice']> = async (_parent, args, context) => {
  const settling = settleVoice(context.deps, signedInCaller(context, SIGN_IN_FOR_VOICES), args, 'rejected');
  return graphqlResult(settling.then((transaction) => ({ transaction })));
};
