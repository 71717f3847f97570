import { voices } from '@avatarium/contracts';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { requireUser } from '../../../shared/require-user.js';
import { voiceTransaction } from '../../use-cases/voice-design.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';

/** voices.voiceTransactionChanged by the key this subscription listens under. */
const changesByTransaction = eventIndex(voices.voiceTransactionChanged, (event) => event.transaction.transaction_id);

/** The owner's transaction now, then every status change (published by the conversation service). */
export const voiceTransactionUpdates: NonNullable<SubscriptionResolvers['voiceTransactionUpdates']> = {
  subscribe: async (_parent, { transactionId }, context) => {
    const { user, session } = requireUser(context);
    // Refused (not found, not theirs) before the stream opens.
    const first = await voiceTransaction(context.deps, user.id, { transaction_id: transactionId });
    const order = ['processing', 'completed', 'failed', 'applied', 'rejected'];
    let last = order.indexOf(first.status);
    return authorizedStream<voices.VoiceTransaction>(session, context.deps.revocations, {
      current: async () => voiceTransaction(context.deps, user.id, { transaction_id: transactionId }),
      listen: (push) => context.deps.hub.listen(changesByTransaction, transactionId, (event) => push(event.transaction)),
      allowed: () => true,
      // Status only moves forward; a repeat or an older state is not news.
      deliverable: (entry) => {
        const rank = order.indexOf(entry.status);
        if (rank < last) return false;
        last = rank;
        return true;
      },
    });
  },
  resolve: (entry: voices.VoiceTransaction) => entry,
};
