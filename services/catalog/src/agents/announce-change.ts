import { catalog, catalogActions, type Agent } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';

/**
 * Publishes a change: the whole agent to its owner's pages (`catalog.agent.changed`) and,
 * when it is or was public, to community viewers (`catalog.agent.community-changed`, with a
 * null agent when it left the community).
 */
export function announceChange(bus: Bus, after: Agent, before: Pick<Agent, 'visibility'> | null = null): void {
  bus.publish(catalog.agentChanged, { agent: after });
  if (after.visibility === 'public' || before?.visibility === 'public') {
    bus.publish(catalogActions.communityAgentChanged, {
      agentId: after.id,
      agent: after.visibility === 'public' ? after : null,
    });
  }
}
