import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setShopifyMcp } from '../../use-cases/shopify-mcp.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PUT /api/agents/{id}/shopify. */
export const setAgentShopifyMcp: NonNullable<MutationResolvers['setAgentShopifyMcp']> = async (
  _parent,
  { id, shopifyMcp },
  context,
) => {
  const saving = setShopifyMcp(context.deps, optionalCaller(context), id, shopifyMcp);
  return graphqlResult(saving.then(({ shopify_mcp }) => ({ shopifyMcp: shopify_mcp })));
};
