import { shop } from '@avatarium/contracts';
import { z } from 'zod';

/** PUT /api/agents/{id}/shopify: {shopify_mcp: {...}} (spec 003 section 7) or the block itself. */
export const ShopifyMcpBody = z.preprocess(
  (body) => (body && typeof body === 'object' && 'shopify_mcp' in body ? (body as { shopify_mcp: unknown }).shopify_mcp : body),
  shop.ShopifyMcpChange,
);

/** POST /api/agents/{id}/shopify/validate {url}: required (spec 003 section 5). */
export const ValidateBody = z.object({
  url: z.string({ error: shop.URL_REQUIRED }).trim().min(1, shop.URL_REQUIRED).max(shop.SHOP_URL_MAX_LENGTH, shop.INVALID_URL),
});

/** GET: no body. */
export const NoBody = z.object({});
