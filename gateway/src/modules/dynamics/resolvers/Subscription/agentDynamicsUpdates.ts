import { catalog, dynamics, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';
import { ownedAgent } from '../../use-cases/owned-agent.js';
import { presentDynamics } from '../../use-cases/present-dynamics.js';
import { toGraphqlDynamics } from '../to-graphql.js';

/** catalog.agentChanged by agent: every recorded video is one change of the agent. */
const changesByAgent = eventIndex(catalog.agentChanged, (event) => event.agent.id);

/**
 * The owner's dynamics now, then after every change (status pushed, not polled: each
 * generated video as it lands). Only the owner may subscribe; a change of owner cannot happen.
 */
export const agentDynamicsUpdates: NonNullable<SubscriptionResolvers['agentDynamicsUpdates']> = {
  subscribe: async (_parent, { id }, context) => {
    const userId = context.user?.id;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign in to manage the dynamics of your agent.');
    const first = await ownedAgent(context.deps, userId, id);
    let revision = first.revision;
    let version = first.version;
    const present = (agent: Agent) => presentDynamics(context.deps, agent.dynamics);
    return authorizedStream<dynamics.DynamicsView>(context.session, context.deps.revocations, {
      current: () => present(first),
      listen: (push) =>
        context.deps.hub.listen(changesByAgent, first.id, (event) => {
          const agent = event.agent;
          // Older states can arrive after newer ones: (version, revision) never both go back.
          if (agent.ownerId !== userId || agent.version < version || (agent.version === version && agent.revision <= revision)) {
            return;
          }
          version = agent.version;
          revision = agent.revision;
          void present(agent).then(push, () => undefined);
        }),
      allowed: () => true,
    });
  },
  resolve: (view: dynamics.DynamicsView) => toGraphqlDynamics(view),
};
