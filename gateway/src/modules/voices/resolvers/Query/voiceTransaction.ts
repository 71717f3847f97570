import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { voiceTransaction as read } from '../../use-cases/voice-design.js';
import { signedInCaller } from '../../../shared/caller.js';
import { SIGN_IN_FOR_VOICES } from '../../use-cases/voices.js';

/** The GraphQL twin of GET /api/voice/query. */
export const voiceTransaction: NonNullable<QueryResolvers['voiceTransaction']> = (_parent, { transactionId }, context) =>
  read(context.deps, signedInCaller(context, SIGN_IN_FOR_VOICES), { transaction_id: transactionId });
