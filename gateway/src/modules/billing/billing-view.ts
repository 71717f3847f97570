import type { billing } from '@avatarium/contracts';

type Summary = billing.CreditSummary;
type Receipt = billing.Receipt;

/** The summary as GraphQL and /api show it: enums upper-case, 'unlimited' as a flag. */
export function toSummaryView(summary: Summary) {
  const unlimited = summary.remaining === 'unlimited';
  return {
    plan: summary.plan,
    included: summary.included,
    additional: summary.additional,
    used: summary.used,
    remaining: unlimited ? null : (summary.remaining as number),
    unlimited,
    periodStart: summary.periodStart,
    periodEnd: summary.periodEnd,
    pendingPlan: summary.pendingPlan,
    subscriptionStatus: summary.subscription.status.toUpperCase() as 'NONE' | 'ACTIVE' | 'PAST_DUE' | 'CANCELED',
    cancelAtPeriodEnd: summary.subscription.cancelAtPeriodEnd,
    paymentFailed: summary.subscription.paymentFailed,
    billingMode: summary.billingMode.toUpperCase() as 'LOCAL' | 'STRIPE',
    pendingPayment: summary.pendingPayment,
  };
}

export function toReceiptView(receipt: Receipt) {
  return { ...receipt, source: receipt.source.toUpperCase() as 'LOCAL' | 'STRIPE' };
}

export function toCheckoutView(result: billing.CheckoutResult) {
  return result.kind === 'applied'
    ? { kind: 'APPLIED' as const, url: null, receiptId: result.receiptId, summary: toSummaryView(result.summary) }
    : { kind: 'REDIRECT' as const, url: result.url, receiptId: null, summary: null };
}

/** The spec 000 credit summary shape for /api (remaining may be 'unlimited'), with the subscription's plan_type. */
export function toSummaryJson(summary: Summary) {
  const { userId: _userId, ...rest } = summary;
  return { ...rest, plan_type: summary.plan };
}

/** A checkout for /api: an applied one carries the summary in the same shape as GET /api/credits/summary. */
export function toCheckoutJson(result: billing.CheckoutResult) {
  return result.kind === 'applied' ? { ...result, summary: toSummaryJson(result.summary) } : result;
}
