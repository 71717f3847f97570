import type { billing, RequestOf } from '@avatarium/contracts';
import type { CreditsDeps } from '../balance/credits-deps.js';
import { currentAccount } from '../balance/current-account.js';

/** Local receipts page in local mode or before any Stripe payment; else Stripe's Billing Portal. */
export async function openPortal(deps: CreditsDeps, input: RequestOf<typeof billing.openBillingPortal>) {
  const account = await currentAccount(deps, input.userId);
  const receipts = new URL('/billing/receipts', input.returnUrl).toString();
  if (deps.billing.mode === 'local' || !account.subscription.customerId) return { url: receipts };
  return { url: await deps.billing.stripe.portal(account.subscription.customerId, input.returnUrl) };
}
