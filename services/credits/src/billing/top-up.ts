import { billing, type RequestOf } from '@avatarium/contracts';
import type { CreditsDeps } from '../balance/credits-deps.js';
import { currentAccount } from '../balance/current-account.js';
import { applyTopUp, refuseTopUp } from './apply-purchase.js';
import { purchase } from './purchase.js';

/** Buys credits at $1 per 100: at once in local mode, else through a Stripe Checkout page. */
export async function topUp(deps: CreditsDeps, input: RequestOf<typeof billing.topUp>): Promise<billing.CheckoutResult> {
  const account = await currentAccount(deps, input.userId);
  refuseTopUp(account);
  const amountCents = Math.round((input.credits * 100) / billing.TOP_UP_CREDITS_PER_DOLLAR);
  return purchase(deps, {
    account,
    kind: 'top-up',
    description: `${new Intl.NumberFormat('en-US').format(input.credits)} credits top-up`,
    localAmountCents: amountCents,
    checkout: { amountCents, credits: input.credits, plan: null, recurring: false },
    email: input.email,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    apply: (key) => applyTopUp(deps, input.userId, input.credits, key),
  });
}
