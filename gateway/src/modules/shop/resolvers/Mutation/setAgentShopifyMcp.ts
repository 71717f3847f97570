import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setShopifyMcp } from '../../use-cases/shopify-mcp.js';

/** The GraphQL twin of PUT /api/agents/{id}/shopify. */
export const setAgentShopifyMcp: NonNullable<MutationResolvers['setAgentShopifyMcp']> = async (
  _parent,
  { id, shopifyMcp },
  context,
) => {
  const result = await setShopifyMcp(context.deps, context.user?.id ?? null, id, shopifyMcp);
  return result.ok
    ? { ok: true, shopifyMcp: result.shopify_mcp, error: null }
    : { ok: false, shopifyMcp: null, error: result.error };
};
