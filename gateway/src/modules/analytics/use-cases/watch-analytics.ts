import { analytics, catalog } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { ownedAgentId } from '../validation.js';

/** The agent id when the user owns the agent; the analytics refusal otherwise (as the reads refuse). */
export async function ownAnalyticsAgent(deps: Pick<GatewayDeps, 'bus'>, userId: string, agentId: unknown): Promise<string> {
  const id = ownedAgentId(agentId);
  const agent = await deps.bus.request(catalog.getAgent, { agentId: id, scope: { kind: 'owner', ownerId: userId } });
  if (!agent || agent.ownerId !== userId) throw new AppError('FORBIDDEN', analytics.NOT_YOUR_ANALYTICS);
  return id;
}
