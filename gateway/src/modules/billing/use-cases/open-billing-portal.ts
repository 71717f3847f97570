import { billing } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { returnUrls, type BillingCaller } from '../../shared/billing-caller.js';

/** The billing provider's portal for the caller (the receipts page in local billing mode). */
export async function openBillingPortal(deps: Pick<GatewayDeps, 'bus' | 'config'>, caller: BillingCaller): Promise<string> {
  const { url } = await deps.bus.request(billing.openBillingPortal, {
    userId: caller.userId,
    returnUrl: returnUrls(deps, caller).returnUrl,
  });
  return url;
}
