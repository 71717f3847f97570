import type { Agent, RequestOf, catalogActions } from '@avatarium/contracts';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { changeOwnedAgent } from './change-owned-agent.js';

/** Turns anonymous access through the owner's share link on or off. */
export function updateSharing(deps: AgentActionsDeps, input: RequestOf<typeof catalogActions.setSharing>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { anonymousEnabled: input.anonymous_enabled });
}
