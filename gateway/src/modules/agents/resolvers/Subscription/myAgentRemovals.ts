import { catalogActions } from '@avatarium/contracts';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { requireUser } from '../../../shared/require-user.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';

/** catalogActions.agentDeleted by the key this subscription listens under. */
const removalsByOwner = eventIndex(catalogActions.agentDeleted, (event) => event.ownerId);

type Removal = { agentId: string; ownerId: string };

/** The id of each of the user's agents as it is deleted, wherever the delete happened. */
export const myAgentRemovals: NonNullable<SubscriptionResolvers['myAgentRemovals']> = {
  subscribe: (_parent, _args, context) => {
    const { user, session } = requireUser(context);
    const { hub, revocations } = context.deps;
    const removed = new Set<string>();
    return authorizedStream<Removal>(session, revocations, {
      // Nothing is being removed right now: the stream is only changes.
      currentAll: async () => [],
      listen: (push) => hub.listen(removalsByOwner, user.id, (event) => push(event)),
      allowed: (removal) => removal.ownerId === user.id,
      // A repeated event (a retried delete) is said once.
      deliverable: (removal) => !removed.has(removal.agentId) && Boolean(removed.add(removal.agentId)),
    });
  },
  resolve: (removal: Removal) => removal.agentId,
};
