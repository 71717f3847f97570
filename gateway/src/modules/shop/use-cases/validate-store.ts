import { shop } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';

export interface StoreValidation {
  valid: boolean;
  /** The endpoint tried ('' when the URL is no web address). */
  url: string;
  functions: string[];
  error: string | null;
}

/**
 * Asks the conversation service (which calls the stores) to connect to the URL's MCP endpoint,
 * initialize and list the tools. A URL that is no web address is answered here: Invalid URL.
 */
export async function validateStore(deps: Pick<GatewayDeps, 'bus'>, url: string): Promise<StoreValidation> {
  const endpoint = shop.shopEndpointOf(url);
  if (!endpoint) return { valid: false, url: '', functions: [], error: shop.INVALID_URL };
  const answer = await deps.bus.request(shop.validateShopMcp, { endpoint }, { timeoutMs: 15_000 });
  return { valid: answer.valid, url: endpoint, functions: answer.functions.map((tool) => tool.name), error: answer.error };
}
