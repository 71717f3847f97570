import { catalog, type Agent } from '@avatarium/contracts';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { batchedReads } from '../../../../subscriptions/batched-reads.js';
import { requireUser } from '../../../shared/require-user.js';
import { LatestAgentStates } from '../../../shared/latest-agent-states.js';
import { listMyAgents } from '../../use-cases/list-my-agents.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';

/** catalog.agentChanged by the key this subscription listens under. */
const changesByOwner = eventIndex(catalog.agentChanged, (event) => event.agent.ownerId);

/** Sockets of one user subscribing together list its agents once (see batchedReads). */
const snapshots = batchedReads<Agent[]>();

export const myAgentUpdates: NonNullable<SubscriptionResolvers['myAgentUpdates']> = {
  subscribe: (_parent, _args, context) => {
    const { user, session } = requireUser(context);
    const { hub, revocations } = context.deps;
    // By (version, revision): a vote or a visibility change is news, a repeat or an older state is not.
    const latest = new LatestAgentStates();
    return authorizedStream<Agent>(session, revocations, {
      // The snapshot is the myAgents query's own listing.
      currentAll: () => snapshots(user.id, () => listMyAgents(context.deps, user.id)),
      listen: (push) => hub.listen(changesByOwner, user.id, (event) => push(event.agent)),
      allowed: (agent) => agent.ownerId === user.id,
      deliverable: (agent) => latest.accept(agent),
    });
  },
  // The Agent field resolvers shape (and sign) what the subscriber asked for.
  resolve: (agent: Agent) => agent,
};
