import { shop } from '@avatarium/contracts';
import type { Resolvers } from '../../../generated/resolvers-types.js';
import { setAgentShopifyMcp } from './Mutation/setAgentShopifyMcp.js';
import { validateAgentShopifyMcp } from './Mutation/validateAgentShopifyMcp.js';
import { optionalCaller } from '../../shared/caller.js';

export const shopResolvers: Resolvers = {
  // The store and its settings are the owner's business (the turns read them in the services).
  Agent: { shopifyMcp: (agent, _args, context) => (optionalCaller(context) === agent.ownerId ? agent.shopify_mcp : null) },
  ShopifyMcp: { endpoint: (settings) => shop.shopEndpointOf(settings.url) ?? null },
  Mutation: { setAgentShopifyMcp, validateAgentShopifyMcp },
};
