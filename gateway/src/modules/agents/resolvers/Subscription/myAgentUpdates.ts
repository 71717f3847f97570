import { catalog, type Agent } from '@avatarium/contracts';
import type { GatewayContext } from '../../../../context.js';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { requireUser } from '../../../auth/require-user.js';
import { toGraphqlAgent } from '../../agent-view.js';

export const myAgentUpdates: NonNullable<SubscriptionResolvers['myAgentUpdates']> = {
  subscribe: (_parent, _args, context) => {
    const { user, session } = requireUser(context);
    const { bus, hub, revocations } = context.deps;
    // The newest version sent per agent: an event older than the snapshot (or a repeat) is skipped.
    const sent = new Map<string, number>();
    return authorizedStream<Agent>(session, revocations, {
      currentAll: () => bus.request(catalog.listOwnedAgents, { ownerId: user.id }),
      listen: (push) =>
        hub.listen(
          catalog.agentChanged,
          (event) => event.agent.ownerId,
          user.id,
          (event) => push(event.agent),
        ),
      allowed: (agent) => agent.ownerId === user.id,
      deliverable: (agent) => {
        if ((sent.get(agent.id) ?? -1) >= agent.version) return false;
        sent.set(agent.id, agent.version);
        return true;
      },
    });
  },
  resolve: (agent: Agent, _args: unknown, context: GatewayContext) => toGraphqlAgent(agent, context.deps.storage),
};
