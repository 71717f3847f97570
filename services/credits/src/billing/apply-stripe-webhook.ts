import { billing, PlanType, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type Stripe from 'stripe';
import type { CreditAccount } from '../accounts/credit-account.js';
import type { SubscriptionStatus } from '../accounts/credit-account.model.js';
import type { CreditsDeps } from '../balance/credits-deps.js';
import { currentAccount } from '../balance/current-account.js';
import { planOf } from '../plans/plan-catalogue.js';
import { applyTopUp, applyUpgrade } from './apply-purchase.js';
import { unusableReason, UnusableStripeEvent } from './stripe-event-shape.js';

/**
 * A Stripe webhook delivery: the signature over the raw body is checked first (a forged one is
 * refused and changes nothing), then each event id is applied once. Every effect is also
 * idempotent on its own key, so a redelivery racing the first one counts once too. A signed
 * event whose content cannot be applied is logged and acknowledged as `ignored` (a 5xx would
 * have Stripe retry it for days).
 */
export async function applyStripeWebhook(deps: CreditsDeps, input: RequestOf<typeof billing.applyStripeWebhook>) {
  if (deps.billing.mode !== 'stripe') throw new AppError('NOT_FOUND', 'Stripe is not configured on this server');
  let event: Stripe.Event;
  try {
    event = deps.billing.stripe.verify(input.payload, input.signature);
  } catch {
    throw new AppError('FORBIDDEN', 'The webhook signature does not match');
  }
  const eventId = typeof event?.id === 'string' && event.id ? event.id : null;
  if (eventId && (await deps.stripeEvents.seen(eventId))) return { received: true, duplicate: true };
  let ignored = unusableReason(event);
  if (!ignored) {
    try {
      await applyEvent(deps, event);
    } catch (error) {
      if (!(error instanceof UnusableStripeEvent)) throw error;
      ignored = error.message;
    }
  }
  if (ignored) {
    // Signed by Stripe but not applicable: a retry would fail the same way, so it is acknowledged and logged.
    deps.logger.error('stripe event ignored: its content cannot be applied', {
      eventId,
      type: typeof event?.type === 'string' ? event.type : null,
      reason: ignored,
    });
  }
  if (eventId) await deps.stripeEvents.remember(eventId, String(event.type));
  return ignored ? { received: true, duplicate: false, ignored } : { received: true, duplicate: false };
}

async function applyEvent(deps: CreditsDeps, event: Stripe.Event): Promise<void> {
  const eventAt = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(deps, event.data.object, eventAt);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(deps, event.data.object, eventAt, event.type === 'customer.subscription.deleted');
    case 'invoice.payment_failed':
      return invoiceSettled(deps, event.data.object, eventAt, false);
    case 'invoice.paid':
      return invoiceSettled(deps, event.data.object, eventAt, true);
    default:
      deps.logger.debug('stripe event ignored', { type: event.type });
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

async function accountFor(
  deps: CreditsDeps,
  userId: string | null | undefined,
  customerId: string | null,
): Promise<CreditAccount | null> {
  if (userId) return currentAccount(deps, userId);
  return customerId ? deps.accounts.findByCustomer(customerId) : null;
}

async function checkoutCompleted(deps: CreditsDeps, session: Stripe.Checkout.Session, eventAt: Date): Promise<void> {
  if (session.payment_status === 'unpaid') return; // an asynchronous payment: its success event follows
  const userId = session.metadata?.userId ?? session.client_reference_id;
  const customerId = idOf(session.customer);
  const account = await accountFor(deps, userId, customerId);
  if (!account) {
    deps.logger.warn('stripe checkout for an unknown account', { session: session.id });
    return;
  }
  if (customerId) await deps.accounts.setCustomer(account.userId, customerId);
  const sessionAt = typeof session.created === 'number' ? new Date(session.created * 1000) : eventAt;
  const receipt = {
    userId: account.userId,
    key: `stripe-session:${session.id}`,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    status: 'paid' as const,
    source: 'stripe' as const,
    url: null,
    // A session without its own time is dated by its event.
    at: sessionAt,
  };
  const collectionId = session.metadata?.collectionId;
  if (collectionId && (session.metadata?.kind === 'collection-plan' || session.metadata?.kind === 'collection-top-up')) {
    const credits = session.metadata.credits === undefined ? null : Number(session.metadata.credits);
    await deps.receipts.record({
      ...receipt,
      description: `Collection ${session.metadata.kind === 'collection-plan' ? 'plan' : 'top-up'}`,
      credits,
      plan: null,
    });
    if (session.metadata.kind === 'collection-plan') {
      await deps.collectionPlans.subscribe(
        account.userId,
        collectionId,
        session.metadata.plan ?? 'plan',
        credits,
        `stripe:${session.id}`,
      );
    } else {
      await deps.collectionPlans.topUp(account.userId, collectionId, credits ?? 0, `stripe:${session.id}`);
    }
    return;
  }
  if (session.metadata?.kind === 'top-up') {
    const credits = Number(session.metadata.credits);
    if (!Number.isInteger(credits) || credits < 1) throw new UnusableStripeEvent(`Checkout ${session.id} names no credits`);
    await deps.receipts.record({ ...receipt, description: `${credits} credits top-up`, credits, plan: null });
    await applyTopUp(deps, account.userId, credits, `stripe:${session.id}`);
    return;
  }
  const plan = PlanType.safeParse(session.metadata?.plan);
  if (!plan.success) throw new UnusableStripeEvent(`Checkout ${session.id} names no plan`);
  await deps.receipts.record({
    ...receipt,
    description: `Avatarium ${planOf(plan.data).name} subscription`,
    credits: null,
    plan: plan.data,
  });
  await deps.accounts.updateSubscription(
    account.userId,
    { status: 'active', paymentFailed: false, subscriptionId: idOf(session.subscription) },
    sessionAt,
  );
  await applyUpgrade(deps, account, plan.data, `stripe:${session.id}`);
}

const STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
};

async function subscriptionChanged(
  deps: CreditsDeps,
  subscription: Stripe.Subscription,
  eventAt: Date,
  deleted: boolean,
): Promise<void> {
  const account = await accountFor(deps, subscription.metadata?.userId, idOf(subscription.customer));
  if (!account) return;
  const status = deleted ? 'canceled' : (STATUS[subscription.status] ?? 'past_due');
  const updated = await deps.accounts.updateSubscription(
    account.userId,
    {
      status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      subscriptionId: subscription.id,
      paymentFailed: status === 'past_due',
    },
    eventAt,
  );
  if (!updated) return; // an older event than one already applied
  // A subscription that ended (or failed for good) drops to Free at the next cycle, never silently: the summary shows it.
  if (status === 'canceled') await deps.accounts.schedulePlan(account.userId, 'FREE');
  deps.bus.publish(billing.summaryChanged, { userId: account.userId, at: deps.now().toISOString() });
}

async function invoiceSettled(deps: CreditsDeps, invoice: Stripe.Invoice, eventAt: Date, paid: boolean): Promise<void> {
  const account = await accountFor(deps, invoice.metadata?.userId, idOf(invoice.customer));
  if (!account || !invoice.id) return;
  await deps.receipts.record({
    userId: account.userId,
    key: `invoice:${invoice.id}`,
    description: paid ? 'Subscription renewal' : 'Subscription renewal (payment failed)',
    amountCents: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    credits: null,
    plan: account.plan,
    status: paid ? 'paid' : 'failed',
    source: 'stripe',
    url: invoice.hosted_invoice_url ?? null,
    at: eventAt,
  });
  await deps.accounts.updateSubscription(
    account.userId,
    paid ? { paymentFailed: false, status: 'active' } : { paymentFailed: true, status: 'past_due' },
    eventAt,
  );
  deps.bus.publish(billing.summaryChanged, { userId: account.userId, at: deps.now().toISOString() });
}
