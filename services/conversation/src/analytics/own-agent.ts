import { catalog, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import { NOT_YOUR_HISTORY } from '../conversations/get-history.js';
import type { AgentOwners } from './agent-owners.js';

/** The agent when the user owns it; the history's refusal otherwise (no way to probe for ids). */
export async function ownAgentOf(deps: Pick<ConversationDeps, 'bus'>, agentId: string, userId: string): Promise<Agent> {
  const agent = await deps.bus.request(catalog.getAgent, { agentId, scope: { kind: 'owner', ownerId: userId } });
  if (!agent || agent.ownerId !== userId) throw new AppError('FORBIDDEN', NOT_YOUR_HISTORY);
  return agent;
}

/**
 * Refuses unless the user owns the agent, asking the catalog only when the owner is not known
 * here yet (a refusal is never kept: the next request asks again).
 */
export async function checkOwner(
  deps: Pick<ConversationDeps, 'bus'>,
  owners: AgentOwners,
  agentId: string,
  userId: string,
): Promise<void> {
  if (owners.ownerOf(agentId) === userId) return;
  const agent = await ownAgentOf(deps, agentId, userId);
  owners.remember(agent.id, agent.ownerId);
}
