import type { billing } from '@avatarium/contracts';
import type { CreditAccount } from '../accounts/credit-account.js';
import { PENDING_PAYMENT_MS } from '../accounts/credit-account.repository.js';

/** Spec 000 credit summary: available = included + additional − used, never below 0. */
export function toSummary(account: CreditAccount, mode: billing.BillingMode, now: Date): billing.CreditSummary {
  const unlimited = account.plan === 'ENTERPRISE';
  const pending = account.pendingPayment && now.getTime() - account.pendingPayment.since.getTime() < PENDING_PAYMENT_MS;
  return {
    userId: account.userId,
    plan: account.plan,
    included: unlimited ? null : account.included,
    additional: account.additional,
    used: account.used,
    remaining: unlimited ? 'unlimited' : Math.max(0, account.included + account.additional - account.used),
    periodStart: account.periodStart.toISOString(),
    periodEnd: account.periodEnd.toISOString(),
    pendingPlan: account.pendingPlan,
    subscription: {
      status: account.subscription.status,
      cancelAtPeriodEnd: account.subscription.cancelAtPeriodEnd,
      paymentFailed: account.subscription.paymentFailed,
    },
    billingMode: mode,
    pendingPayment: pending ? account.pendingPayment!.kind : null,
  };
}
