import { randomBytes } from 'node:crypto';
import { billing, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { CreditsDeps } from '../balance/credits-deps.js';
import { currentAccount } from '../balance/current-account.js';
import { planOf } from '../plans/plan-catalogue.js';
import { toSummary } from '../summary/summary-view.js';
import { applyUpgrade, upgradeTerms } from './apply-purchase.js';
import { purchase } from './purchase.js';

/** The same default as the web's Enterprise button (VITE_SALES_EMAIL there). */
export const SALES_EMAIL = 'sales@example.com';

/**
 * Changes plan (spec 000: a plan code, default pro). An upgrade starts now, prorated; a
 * downgrade waits for the next cycle. Enterprise is arranged with sales.
 */
export async function changePlan(
  deps: CreditsDeps,
  input: RequestOf<typeof billing.changePlan>,
): Promise<billing.CheckoutResult> {
  const plan = input.plan ?? 'PRO';
  const account = await currentAccount(deps, input.userId);
  const target = planOf(plan);
  if (plan === account.plan) throw new AppError('CONFLICT', `You are already on the ${target.name} plan.`);
  if (plan === 'ENTERPRISE') throw new AppError('FORBIDDEN', `Enterprise is arranged with our sales team: ${SALES_EMAIL}.`);
  const current = planOf(account.plan);
  const downgrade = (target.priceCents ?? 0) < (current.priceCents ?? Number.MAX_SAFE_INTEGER);

  if (downgrade) {
    // A paid Stripe subscription is told too, so the next renewal charges the cheaper plan (or none).
    const subscriptionId = account.subscription.subscriptionId;
    if (deps.billing.mode === 'stripe' && subscriptionId && account.subscription.status !== 'canceled') {
      await deps.billing.stripe
        .scheduleDowngrade(subscriptionId, plan === 'FREE' ? null : { name: target.code, priceCents: target.priceCents ?? 0 })
        .catch((error: unknown) => {
          deps.logger.warn('stripe downgrade failed', { error: String(error) });
          throw new AppError('UNAVAILABLE', 'The plan change could not be sent to the payment provider. Please try again.');
        });
    }
    const scheduled = await deps.accounts.schedulePlan(input.userId, plan);
    const receiptId = await deps.receipts.record({
      userId: input.userId,
      key: `downgrade:${randomBytes(9).toString('base64url')}`,
      description: `Plan change to ${target.name} from ${account.periodEnd.toISOString().slice(0, 10)}`,
      amountCents: 0,
      currency: 'usd',
      credits: null,
      plan: plan,
      status: 'paid',
      source: deps.billing.mode,
      url: null,
      at: deps.now(),
    });
    deps.bus.publish(billing.summaryChanged, { userId: input.userId, at: deps.now().toISOString() });
    return { kind: 'applied', receiptId, summary: toSummary(scheduled ?? account, deps.billing.mode, deps.now()) };
  }

  return purchase(deps, {
    account,
    kind: 'upgrade',
    description: `Upgrade to ${target.name} (${target.priceLabel})`,
    localAmountCents: upgradeTerms(account, plan, deps.now()).amountCents,
    checkout: { amountCents: target.priceCents ?? 0, credits: null, plan, recurring: true },
    email: input.email,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    apply: (key) => applyUpgrade(deps, account, plan, key),
  });
}
