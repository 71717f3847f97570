import { catalogActions, type Agent, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { ownedOrRefused } from './agent-access.js';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { changeOwnedAgent } from './change-owned-agent.js';

export const NOT_READY_FOR_PUBLIC = 'Only a ready agent can be made public. Wait until it is ready and try again.';

/**
 * Makes the owner's agent public (with the chosen category) or private (category kept).
 * Public needs a ready agent: the community shows finished agents only.
 */
export async function updateVisibility(
  deps: AgentActionsDeps,
  input: RequestOf<typeof catalogActions.setVisibility>,
): Promise<Agent> {
  const { agent } = ownedOrRefused(await deps.agents.findVisibleTo(input.agentId, input.ownerId), input.ownerId);
  if (input.visibility === 'public' && !catalogActions.isAgentReady(agent.record)) {
    throw new AppError('CONFLICT', NOT_READY_FOR_PUBLIC);
  }
  const category = input.visibility === 'public' ? input.category : undefined;
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { visibility: input.visibility, category });
}
