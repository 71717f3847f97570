import { z } from 'zod';
import { defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { Agent, AgentId } from '../catalog/agent.js';
import { ShopifyMcpFields } from './shop-settings.js';

export * from './shop-currencies.js';
export * from './shop-languages.js';
export * from './shop-settings.js';

/**
 * PUT /api/agents/{id}/shopify, owner only: the fields that change (the gateway checked the
 * whole block they make), each set on its own so saves of other fields at the same moment stay.
 */
export const setShopifyMcp = defineRequest(
  'catalog.agent.set-shopify-mcp',
  z.object({ agentId: AgentId, ownerId: UserId, shopify_mcp: ShopifyMcpFields }),
  Agent,
);

/** One tool the store's MCP server lists (its `tools/list`, the truth about what it offers). */
export const ShopFunction = z.object({ name: z.string(), description: z.string().default('') });
export type ShopFunction = z.infer<typeof ShopFunction>;

/**
 * POST /api/agents/{id}/shopify/validate: connect to the endpoint (Streamable HTTP, JSON-RPC
 * 2.0), initialize, list the tools. Answered by the conversation service, which also calls
 * the tools in conversations. `valid: false` with the reason is an answer, not an error.
 */
export const validateShopMcp = defineRequest(
  'conversation.shop.validate',
  z.object({ endpoint: z.string().url() }),
  z.object({
    valid: z.boolean(),
    functions: z.array(ShopFunction),
    error: z.string().nullable(),
  }),
);
