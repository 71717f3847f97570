import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { refusalOf } from '../../../shared/refusal.js';
import { settleVoice } from '../../use-cases/voice-design.js';

/** The GraphQL twin of POST /api/voice/reject. */
export const rejectVoice: NonNullable<MutationResolvers['rejectVoice']> = async (_parent, { transactionId }, context) => {
  try {
    const transaction = await settleVoice(context.deps, context.user?.id ?? null, { transaction_id: transactionId }, 'rejected');
    return { ok: true, transaction, error: null };
  } catch (error) {
    return { ok: false, transaction: null, error: refusalOf(error) };
  }
};
