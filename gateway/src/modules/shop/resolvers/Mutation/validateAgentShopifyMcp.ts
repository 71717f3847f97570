import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { validateShopifyMcp } from '../../use-cases/shopify-mcp.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of POST /api/agents/{id}/shopify/validate. */
export const validateAgentShopifyMcp: NonNullable<MutationResolvers['validateAgentShopifyMcp']> = async (
  _parent,
  { id, url },
  context,
) => {
  const checking = validateShopifyMcp(context.deps, optionalCaller(context), id, { url }).then(({ validation }) => ({
    valid: validation.valid,
    url: validation.url || null,
    functions: validation.functions,
    reason: validation.error,
  }));
  return graphqlResult(checking, { valid: false, url: null, functions: [], reason: null });
};
