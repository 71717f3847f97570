import type { Agent, RequestOf, catalogActions } from '@avatarium/contracts';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { changeOwnedAgent } from './change-owned-agent.js';

/**
 * Turns anonymous access through the owner's share link on or off; `sharing_enabled: false`
 * revokes the link (its token is dropped, so it stops working at once, and no link is handed
 * out until sharing is on again, with a new token).
 */
export function updateSharing(deps: AgentActionsDeps, input: RequestOf<typeof catalogActions.setSharing>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, {
    ...(input.anonymous_enabled !== undefined && { anonymousEnabled: input.anonymous_enabled }),
    ...(input.sharing_enabled !== undefined && { sharingEnabled: input.sharing_enabled }),
  });
}
