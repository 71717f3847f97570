import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { validateShopifyMcp } from '../../use-cases/shopify-mcp.js';

/** The GraphQL twin of POST /api/agents/{id}/shopify/validate. */
export const validateAgentShopifyMcp: NonNullable<MutationResolvers['validateAgentShopifyMcp']> = async (
  _parent,
  { id, url },
  context,
) => {
  const result = await validateShopifyMcp(context.deps, context.user?.id ?? null, id, { url });
  if (!result.ok) return { ok: false, valid: false, url: null, functions: [], reason: null, error: result.error };
  const { valid, url: endpoint, functions, error } = result.validation;
  return { ok: true, valid, url: endpoint || null, functions, reason: error, error: null };
};
