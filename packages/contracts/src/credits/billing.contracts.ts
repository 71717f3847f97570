import { z } from 'zod';
import { defineEvent, defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { PlanType } from './plans.js';

/**
 * Plans, the credit summary, the ledger, top-ups, upgrades, receipts and Stripe (issue 13).
 * The credits service answers these; the gateway's GraphQL resolvers and /api routes are thin
 * adapters over them.
 */

/** The picture of a plan card (spec 000 section 3, "Plan card": icon), by name: the web draws it. */
export const PlanIcon = z.enum(['sparkles', 'star', 'rocket', 'building']);
export type PlanIcon = z.infer<typeof PlanIcon>;

/** One plan as the plans page shows it (spec 000 section 3 "Plan card", section 9). */
export const Plan = z.object({
  code: PlanType,
  name: z.string(),
  icon: PlanIcon,
  /** The card's price: '$20', 'Custom'. */
  price: z.string(),
  /** What follows the price: '/month', 'pricing'. */
  priceDetails: z.string(),
  /** Monthly price in cents; null for Enterprise (custom). */
  priceCents: z.number().int().nonnegative().nullable(),
  /** '$20/month', 'Custom'. */
  priceLabel: z.string(),
  /** Badge: Free, Monthly, Custom. */
  badge: z.string(),
  description: z.string(),
  /** Monthly credits; null = unlimited. */
  monthlyCredits: z.number().int().nonnegative().nullable(),
  /** Conversation minutes a month; null = custom. */
  conversationMinutes: z.number().int().nonnegative().nullable(),
  /** Custom agents allowed; null = unlimited. */
  agentLimit: z.number().int().nonnegative().nullable(),
  agentLimitLabel: z.string(),
  sdkMinutes: z.object({
    essenceSelfHosted: z.number().int().nonnegative().nullable(),
    essenceCloud: z.number().int().nonnegative().nullable(),
    expressionCloud: z.number().int().nonnegative().nullable(),
  }),
  topUpsAllowed: z.boolean(),
  rewardsProgram: z.boolean(),
  highlight: z.boolean(),
  isNew: z.boolean(),
  cta: z.string(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof Plan>;

/** Credits per minute and overage price per model (spec 000 section 9, "Rates"). */
export const ModelRate = z.object({
  code: z.enum(['essence-self-hosted', 'essence-cloud', 'expression-cloud']),
  name: z.string(),
  creditsPerMinute: z.number().int().positive(),
  overageCentsPerMinute: z.number().int().positive(),
});
export type ModelRate = z.infer<typeof ModelRate>;

export const listPlans = defineRequest(
  'credits.plans.list',
  z.object({}),
  z.object({
    plans: z.array(Plan),
    rates: z.array(ModelRate),
    topUp: z.object({ min: z.number(), max: z.number(), creditsPerDollar: z.number() }),
  }),
);

export const BillingMode = z.enum(['local', 'stripe']);
export type BillingMode = z.infer<typeof BillingMode>;

/** Spec 000 "Credit summary": available = included + additional − used, never below 0. */
export const CreditSummary = z.object({
  userId: UserId,
  plan: PlanType,
  /** This cycle's plan credits (null: unlimited). */
  included: z.number().int().nonnegative().nullable(),
  /** Top-up credits (they roll over). */
  additional: z.number().int().nonnegative(),
  /** Used this cycle. */
  used: z.number().int().nonnegative(),
  remaining: z.union([z.number().int().nonnegative(), z.literal('unlimited')]),
  periodStart: z.string().datetime(),
  periodEnd: z.string().datetime(),
  /** A downgrade waits for the next cycle. */
  pendingPlan: PlanType.nullable(),
  subscription: z.object({
    status: z.enum(['none', 'active', 'past_due', 'canceled']),
    cancelAtPeriodEnd: z.boolean(),
    paymentFailed: z.boolean(),
  }),
  billingMode: BillingMode,
  /** A top-up or upgrade is being paid for (one at a time). */
  pendingPayment: z.enum(['top-up', 'upgrade']).nullable(),
});
export type CreditSummary = z.infer<typeof CreditSummary>;

export const getSummary = defineRequest('credits.summary.get', z.object({ userId: UserId }), CreditSummary);

export const LedgerKind = z.enum(['grant', 'top-up', 'debit', 'refund', 'reset', 'plan-change']);
export const LedgerEntry = z.object({
  id: z.string(),
  kind: LedgerKind,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  at: z.string().datetime(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const listLedger = defineRequest(
  'credits.ledger.list',
  z.object({ userId: UserId, limit: z.number().int().min(1).max(100).default(20), before: z.string().datetime().optional() }),
  z.object({ entries: z.array(LedgerEntry), hasMore: z.boolean() }),
);

/** Spec 000: 1 to 100,000 credits, $1 per 100. */
export const TOP_UP_MIN = 1;
export const TOP_UP_MAX = 100_000;
export const TOP_UP_CREDITS_PER_DOLLAR = 100;

/**
 * What a checkout gives back: local mode applied it already (`applied`, with the receipt);
 * Stripe mode returns the Checkout page to open (`redirect`). Urls are absolute.
 */
export const CheckoutResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('applied'), summary: CreditSummary, receiptId: z.string() }),
  z.object({ kind: z.literal('redirect'), url: z.string().url() }),
]);
export type CheckoutResult = z.infer<typeof CheckoutResult>;

/** Where Stripe sends the browser back (the gateway's public origin). */
const ReturnUrls = z.object({ successUrl: z.string().url(), cancelUrl: z.string().url() });

export const topUp = defineRequest(
  'credits.topup.start',
  z
    .object({ userId: UserId, email: z.string().optional(), credits: z.number().int().min(TOP_UP_MIN).max(TOP_UP_MAX) })
    .merge(ReturnUrls),
  CheckoutResult,
);

export const changePlan = defineRequest(
  'credits.plan.change',
  z.object({ userId: UserId, email: z.string().optional(), plan: PlanType.default('PRO') }).merge(ReturnUrls),
  CheckoutResult,
);

/** The provider's billing portal (Stripe), or this product's receipts page in local mode. */
export const openBillingPortal = defineRequest(
  'credits.portal.open',
  z.object({ userId: UserId, returnUrl: z.string().url() }),
  z.object({ url: z.string() }),
);

export const Receipt = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  /** Credits bought (top-up) or granted (plan); null when none. */
  credits: z.number().int().nullable(),
  plan: PlanType.nullable(),
  status: z.enum(['paid', 'failed', 'refunded']),
  source: BillingMode,
  /** Stripe's hosted receipt or invoice page; null for local receipts. */
  url: z.string().nullable(),
  at: z.string().datetime(),
});
export type Receipt = z.infer<typeof Receipt>;

export const listReceipts = defineRequest(
  'credits.receipts.list',
  z.object({ userId: UserId }),
  z.object({ receipts: z.array(Receipt) }),
);

/**
 * A Stripe webhook delivery, passed on untouched: the credits service verifies the signature
 * over the raw body and applies each event once.
 */
export const applyStripeWebhook = defineRequest(
  'credits.stripe.webhook',
  z.object({ payload: z.string().max(1_000_000), signature: z.string().max(2_000) }),
  /** `ignored`: signed by Stripe but not applicable (why), acknowledged so Stripe stops retrying. */
  z.object({ received: z.boolean(), duplicate: z.boolean(), ignored: z.string().optional() }),
);

/** The summary changed (plan, subscription state, reset): the web refetches. */
export const summaryChanged = defineEvent('credits.summary.changed', z.object({ userId: UserId, at: z.string().datetime() }));

/** Spec 003: a movement video costs 250 credits. */
export const MOVEMENT_GENERATION_CREDITS = 250;
