import { AgentId, catalogActions, type Agent } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';

/**
 * One agent by code, for its owner or, when it is public, for anyone (signed out too); null
 * for a malformed code, an agent that does not exist, or another user's private agent (which
 * is never revealed). Query.agent and GET /api/agents/{id}.
 */
export async function getAgent(deps: Pick<GatewayDeps, 'bus'>, userId: string | null, id: string): Promise<Agent | null> {
  const agentId = AgentId.safeParse(id);
  if (!agentId.success) return null;
  // The viewer read without a share token is exactly "the owner's, or public".
  const { agent } = await deps.bus.request(catalogActions.getAgentForViewer, {
    agentId: agentId.data,
    userId,
    shareToken: null,
  });
  return agent;
}
