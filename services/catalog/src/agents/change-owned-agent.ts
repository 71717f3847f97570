import type { Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { AGENT_NOT_FOUND, ownedOrRefused } from './agent-access.js';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import type { AgentRepository } from './repository/agent.repository.js';
import type { OwnerChange } from './repository/settings.queries.js';
import { announceChange } from './announce-change.js';

/**
 * One owner-scoped update and its announcement. When the update finds nothing the agent is
 * not the caller's: FORBIDDEN for a public agent they can see, NOT_FOUND otherwise.
 */
export async function changeOwnedAgent(
  deps: AgentActionsDeps,
  agentId: string,
  ownerId: string,
  change: OwnerChange,
): Promise<Agent> {
  const changed = await deps.agents.settings.changeOfOwner(agentId, ownerId, change);
  if (!changed) return refusedChange(deps.agents, agentId, ownerId);
  await announceChange(deps, changed.after, changed.before);
  return changed.after;
}

/** An owner-scoped write matched nothing: FORBIDDEN for a public agent of someone else, NOT_FOUND otherwise. */
export async function refusedChange(agents: AgentRepository, agentId: string, ownerId: string): Promise<never> {
  ownedOrRefused(await agents.findVisibleTo(agentId, ownerId), ownerId);
  // Owned after all: it was deleted in between.
  throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
}
