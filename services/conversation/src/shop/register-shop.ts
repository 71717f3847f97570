import { shop } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { validateShop } from './validate-shop.js';

/** How long validating a store may take (connect, initialize, tools/list). */
export const SHOP_VALIDATE_TIMEOUT_MS = 8000;

/** Answers the shop subjects in the `conversation` queue group (this service calls the stores). */
export function registerShop(deps: ConversationDeps): void {
  // The same switch as the provider adapters: loopback only in tests, never the other internal ranges.
  const policy = { allowLoopback: deps.providerKeys.allowLoopback };
  deps.bus.serve(
    shop.validateShopMcp,
    ({ endpoint }) => validateShop(endpoint, policy, SHOP_VALIDATE_TIMEOUT_MS),
    'conversation',
  );
}
