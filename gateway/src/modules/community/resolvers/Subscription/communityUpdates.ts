import { catalogActions, type Agent } from '@avatarium/contracts';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { LatestAgentStates } from '../../../shared/latest-agent-states.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';

type CommunityUpdate = { agentId: string; agent: Agent | null };

/** Every listener hears every community change: one key for the whole topic. */
const EVERYONE = 'community';
/** catalogActions.communityAgentChanged by the key this subscription listens under. */
const communityChanges = eventIndex(catalogActions.communityAgentChanged, () => EVERYONE);

/**
 * Changes to the public community, for anyone (signed-out sockets too: the community is
 * public). An agent that left (made private, deleted) comes with agent null; what the event
 * carries is public by the catalog's rule, and checked again here.
 */
export const communityUpdates: NonNullable<SubscriptionResolvers['communityUpdates']> = {
  subscribe: (_parent, _args, context) => {
    const { hub, revocations } = context.deps;
    const latest = new LatestAgentStates();
    return authorizedStream<CommunityUpdate>(context.session, revocations, {
      // The page the client queried is its snapshot: the stream is changes only.
      currentAll: async () => [],
      listen: (push) => hub.listen(communityChanges, EVERYONE, (event) => push(event)),
      allowed: (update) => update.agent === null || update.agent.visibility === 'public',
      // A departure is always news; a state older than one sent is not (an agent that comes
      // back has a newer revision than any state it had before it left).
      deliverable: (update) => update.agent === null || latest.accept(update.agent),
    });
  },
  resolve: (update: CommunityUpdate) => update,
};
