import type { Agent, RequestOf, catalogActions } from '@avatarium/contracts';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { changeOwnedAgent } from './change-owned-agent.js';

/** Changes the owner's agent's category (any status, public or private). */
export function updateCategory(deps: AgentActionsDeps, input: RequestOf<typeof catalogActions.setCategory>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { category: input.category });
}
