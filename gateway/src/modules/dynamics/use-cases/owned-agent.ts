import { catalog, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';

export const AGENT_NOT_FOUND = 'Agent not found';
export const SIGN_IN = 'Sign in to manage the dynamics of your agent.';

/** The owner's agent, or NOT_FOUND (another user's agent is not found either: owner business only). */
export async function ownedAgent(deps: Pick<GatewayDeps, 'bus'>, userId: string, agentId: string): Promise<Agent> {
  const agent = await deps.bus.request(catalog.getAgent, { agentId, scope: { kind: 'owner', ownerId: userId } });
  if (!agent) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return agent;
}
