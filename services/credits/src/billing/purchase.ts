import { randomBytes } from 'node:crypto';
import type { billing } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { CreditAccount } from '../accounts/credit-account.js';
import type { CreditsDeps } from '../balance/credits-deps.js';
import { toSummary } from '../summary/summary-view.js';
import type { CheckoutRequest } from './billing-provider.js';

export interface Purchase {
  account: CreditAccount;
  kind: 'top-up' | 'upgrade';
  description: string;
  /** What local mode records as paid (an upgrade: the prorated difference). */
  localAmountCents: number;
  /** What Stripe Checkout charges (an upgrade: the plan's monthly price, Stripe prorates later renewals). */
  checkout: Pick<CheckoutRequest, 'amountCents' | 'credits' | 'plan' | 'recurring'>;
  email?: string;
  successUrl: string;
  cancelUrl: string;
  /** Applies what was bought, once per payment key. */
  apply(paymentKey: string): Promise<CreditAccount>;
}

const BUSY = 'Another payment is still being processed. Please wait for it to finish.';

/**
 * One payment at a time per account: Stripe mode answers with its Checkout page (the webhook
 * applies the purchase), local mode writes the receipt and applies it at once.
 */
export async function purchase(deps: CreditsDeps, order: Purchase): Promise<billing.CheckoutResult> {
  const { account } = order;
  if (!(await deps.accounts.claimPendingPayment(account.userId, order.kind, deps.now()))) throw new AppError('CONFLICT', BUSY);
  try {
    if (deps.billing.mode === 'stripe') {
      const { url } = await deps.billing.stripe.checkout({
        userId: account.userId,
        email: order.email,
        customerId: account.subscription.customerId,
        kind: order.kind,
        description: order.description,
        successUrl: order.successUrl,
        cancelUrl: order.cancelUrl,
        ...order.checkout,
      });
      return { kind: 'redirect', url };
    }
    const paymentKey = `local:${randomBytes(9).toString('base64url')}`;
    const receiptId = await deps.receipts.record({
      userId: account.userId,
      key: paymentKey,
      description: order.description,
      amountCents: order.localAmountCents,
      currency: 'usd',
      credits: order.checkout.credits,
      plan: order.checkout.plan as CreditAccount['plan'] | null,
      status: 'paid',
      source: 'local',
      url: null,
      at: deps.now(),
    });
    const updated = await order.apply(paymentKey);
    await deps.accounts.releasePendingPayment(account.userId);
    return { kind: 'applied', receiptId, summary: toSummary({ ...updated, pendingPayment: null }, 'local', deps.now()) };
  } catch (error) {
    await deps.accounts.releasePendingPayment(account.userId);
    throw error;
  }
}
