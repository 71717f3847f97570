import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { startVoiceClone } from '../../use-cases/voice-design.js';
import { signedInCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { SIGN_IN_FOR_VOICES } from '../../use-cases/voices.js';

/** The GraphQL twin of POST /api/voice/clone. */
export const cloneVoice: NonNullable<MutationResolvers['cloneVoice']> = async (_parent, args, context) => {
  const started = startVoiceClone(context.deps, signedInCaller(context, SIGN_IN_FOR_VOICES), args, context.host);
  return graphqlResult(started.then(({ transaction_id }) => ({ transactionId: transaction_id })));
};
