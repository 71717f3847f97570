import { billing } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import type { BillingCaller } from '../../shared/billing-caller.js';

/** The caller's credit summary (spec 000). */
export function getCreditSummary(deps: Pick<GatewayDeps, 'bus'>, caller: BillingCaller): Promise<billing.CreditSummary> {
  return deps.bus.request(billing.getSummary, { userId: caller.userId });
}
