import { catalog, catalogActions, type Agent } from '@avatarium/contracts';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { bumpCommunityVersion } from './bump-community-version.js';

/**
 * Publishes a change: the whole agent to its owner's pages (`catalog.agent.changed`) and,
 * when it is or was public, to community viewers (`catalog.agent.community-changed`, with a
 * null agent when it left the community). A change the community sees bumps its version
 * first, so the reply that follows means every replica's next gallery read shows it.
 */
export async function announceChange(
  deps: Pick<AgentActionsDeps, 'bus' | 'communityVersion'>,
  after: Agent,
  before: Pick<Agent, 'visibility'> | null = null,
): Promise<void> {
  const inCommunity = after.visibility === 'public' || before?.visibility === 'public';
  if (inCommunity) await bumpCommunityVersion(deps);
  deps.bus.publish(catalog.agentChanged, { agent: after });
  if (inCommunity) {
    deps.bus.publish(catalogActions.communityAgentChanged, {
      agentId: after.id,
      agent: after.visibility === 'public' ? after : null,
    });
  }
}
