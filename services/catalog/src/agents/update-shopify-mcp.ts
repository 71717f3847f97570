import type { Agent, shop } from '@avatarium/contracts';
import type { z } from 'zod';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { changeOwnedAgent } from './change-owned-agent.js';

/** The owner's shop integration (spec 003 section 3): the changed fields, each set on its own. */
export function updateShopifyMcp(deps: AgentActionsDeps, input: z.output<typeof shop.setShopifyMcp.request>): Promise<Agent> {
  return changeOwnedAgent(deps, input.agentId, input.ownerId, { shopifyMcp: input.shopify_mcp });
}
