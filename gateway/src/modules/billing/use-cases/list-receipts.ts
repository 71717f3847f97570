import { billing } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import type { BillingCaller } from '../../shared/billing-caller.js';

/** The caller's receipts, newest first. */
export async function listReceipts(deps: Pick<GatewayDeps, 'bus'>, caller: BillingCaller) {
  const { receipts } = await deps.bus.request(billing.listReceipts, { userId: caller.userId });
  return receipts;
}
