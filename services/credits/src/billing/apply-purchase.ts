import { billing, credits, type PlanType } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { CreditAccount } from '../accounts/credit-account.js';
import { remainingShare } from '../accounts/billing-period.js';
import { toBalanceChanged } from '../balance/balance-view.js';
import type { CreditsDeps } from '../balance/credits-deps.js';
import { monthlyCreditsOf, planOf } from '../plans/plan-catalogue.js';

/**
 * What an upgrade costs and gives now: the price difference and the credit difference, both
 * prorated by the share of the period still ahead (spec 000: plan changes are prorated).
 */
export function upgradeTerms(account: CreditAccount, plan: PlanType, now: Date) {
  const share = remainingShare({ start: account.periodStart, end: account.periodEnd }, now);
  const from = planOf(account.plan);
  const to = planOf(plan);
  return {
    amountCents: Math.max(0, Math.round(((to.priceCents ?? 0) - (from.priceCents ?? 0)) * share)),
    extraCredits: Math.max(0, Math.round((monthlyCreditsOf(plan) - monthlyCreditsOf(account.plan)) * share)),
  };
}

/** Applies a paid top-up once per key (`key` identifies the payment). */
export async function applyTopUp(deps: CreditsDeps, userId: string, amount: number, key: string) {
  const result = await deps.accounts.change(userId, amount, `topup:${key}`, 'top-up', 'top-up');
  if (result.outcome === 'applied') deps.bus.publish(credits.balanceChanged, toBalanceChanged(result.account, amount, 'top-up'));
  await deps.accounts.releasePendingPayment(userId);
  deps.bus.publish(billing.summaryChanged, { userId, at: deps.now().toISOString() });
  return result.account;
}

/** Applies a paid upgrade once per key: the plan now, the prorated credits on top. */
export async function applyUpgrade(deps: CreditsDeps, account: CreditAccount, plan: PlanType, key: string) {
  const { extraCredits } = upgradeTerms(account, plan, deps.now());
  const result = await deps.accounts.upgrade(account.userId, plan, extraCredits, `upgrade:${key}`);
  if (result.outcome === 'applied')
    deps.bus.publish(credits.balanceChanged, toBalanceChanged(result.account, extraCredits, `upgrade to ${plan}`));
  deps.bus.publish(billing.summaryChanged, { userId: account.userId, at: deps.now().toISOString() });
  return result.account;
}

/** The rules every plan change or top-up checks first (spec 000 sections 4 and 5). */
export function refuseTopUp(account: CreditAccount): void {
  if (account.plan === 'FREE')
    throw new AppError('FORBIDDEN', 'Top-ups are available on the Creator and Pro plans. Upgrade to add credits.');
  if (account.plan === 'ENTERPRISE')
    throw new AppError('FORBIDDEN', 'Enterprise credits are unlimited: there is nothing to top up.');
}
