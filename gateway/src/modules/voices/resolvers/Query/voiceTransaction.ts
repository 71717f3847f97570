import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { voiceTransaction as read } from '../../use-cases/voice-design.js';

/** The GraphQL twin of GET /api/voice/query. */
export const voiceTransaction: NonNullable<QueryResolvers['voiceTransaction']> = (_parent, { transactionId }, context) =>
  read(context.deps, context.user?.id ?? null, { transaction_id: transactionId });
