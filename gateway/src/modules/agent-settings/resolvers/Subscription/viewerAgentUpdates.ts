import { catalog, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { LatestAgentStates } from '../../../shared/latest-agent-states.js';
import { getViewerAgent } from '../../../shared/get-viewer-agent.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';
import { optionalCaller } from '../../../shared/caller.js';

/** catalog.agentChanged by the key this subscription listens under. */
const changesByAgent = eventIndex(catalog.agentChanged, (event) => event.agent.id);

/**
 * The viewer's live copy of its agent: the agent now, then every newer state of it, for as
 * long as the caller may still view it: each event re-checks access, and turning the share link
 * off (or rotating it) or making the agent private ends the subscription.
 */
export const viewerAgentUpdates: NonNullable<SubscriptionResolvers['viewerAgentUpdates']> = {
  subscribe: async (_parent, args, context) => {
    const userId = optionalCaller(context);
    const first = await getViewerAgent(context.deps, userId, args);
    if (!first.agent) throw new AppError('NOT_FOUND', 'Agent not found');
    const agentId = first.agent.id;
    const latest = new LatestAgentStates();
    let current: Agent = first.agent;
    return authorizedStream<Agent>(context.session, context.deps.revocations, {
      current: async () => current,
      listen: (push, end) =>
        context.deps.hub.listen(changesByAgent, agentId, () => {
          // Access is the catalog's rule (share links, visibility): asked again for each change.
          void getViewerAgent(context.deps, userId, args).then(
            ({ agent }) => {
              if (agent) push((current = agent));
              else end();
            },
            () => undefined,
          );
        }),
      allowed: () => true,
      deliverable: (agent) => latest.accept(agent),
    });
  },
  resolve: (agent: Agent) => agent,
};
