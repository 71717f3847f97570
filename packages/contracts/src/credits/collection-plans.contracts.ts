import { z } from 'zod';
import { defineRequest } from '../define.js';
import { UserId } from '../ids.js';

/**
 * Collection plans (spec 001 section 3): a collection's owner sells plans for it; a visitor's
 * AppSubscription holds the credits that pay for conversations with that collection's agents.
 */

const CollectionRef = z.string().regex(/^col_[A-Za-z0-9_-]{16}$/, 'Invalid collection id');
export const BillingPeriod = z.enum(['monthly', 'yearly', 'quarterly', 'custom']);
export type BillingPeriod = z.infer<typeof BillingPeriod>;

export const CollectionPlan = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'A plan code is lower-case letters, digits, - or _ (up to 40).'),
  sub_app_type: z.literal('collection'),
  sub_app_id: CollectionRef,
  description: z.string().trim().max(500),
  billing_period: BillingPeriod,
  /** Credits per period; null = unlimited. */
  credits: z.number().int().min(0).max(10_000_000).nullable(),
  /** The plan a visitor starts on (at most one per collection). */
  is_initial: z.boolean(),
  /** Price per period in cents (0 = free). */
  priceCents: z.number().int().min(0).max(100_000_00),
});
export type CollectionPlan = z.infer<typeof CollectionPlan>;

export const AppSubscription = z.object({
  userId: UserId,
  sub_app_id: CollectionRef,
  /** The plan code, e.g. membership_pro. */
  subscription: z.string(),
  plan_credits_remaining: z.number().int().nonnegative().nullable(),
  topup_credits_remaining: z.number().int().nonnegative(),
});
export type AppSubscription = z.infer<typeof AppSubscription>;

/** Local billing applied it at once, or Stripe Checkout is to be opened. */
export const AppCheckoutResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('applied'), subscription: AppSubscription, receiptId: z.string() }),
  z.object({ kind: z.literal('redirect'), url: z.string().url() }),
]);
export type AppCheckoutResult = z.infer<typeof AppCheckoutResult>;

/** Spec 001 section 9: the collection view's top-up button adds 1,000 credits. */
export const APP_TOP_UP_CREDITS = 1_000;

export const setCollectionPlans = defineRequest(
  'credits.collection-plans.set',
  z.object({
    ownerId: UserId,
    collectionId: CollectionRef,
    plans: z.array(CollectionPlan.omit({ sub_app_type: true, sub_app_id: true })).max(10),
  }),
  z.object({ plans: z.array(CollectionPlan) }),
);

export const listCollectionPlans = defineRequest(
  'credits.collection-plans.list',
  z.object({ collectionId: CollectionRef }),
  z.object({ plans: z.array(CollectionPlan) }),
);

export const getAppSubscription = defineRequest(
  'credits.app-subscription.get',
  z.object({ userId: UserId, collectionId: CollectionRef }),
  AppSubscription.nullable(),
);

const ReturnUrls = z.object({ successUrl: z.string().url(), cancelUrl: z.string().url() });

export const subscribeCollectionPlan = defineRequest(
  'credits.app-subscription.subscribe',
  z
    .object({ userId: UserId, email: z.string().optional(), collectionId: CollectionRef, code: z.string().min(1).max(40) })
    .merge(ReturnUrls),
  AppCheckoutResult,
);

export const topUpAppSubscription = defineRequest(
  'credits.app-subscription.top-up',
  z.object({ userId: UserId, email: z.string().optional(), collectionId: CollectionRef }).merge(ReturnUrls),
  AppCheckoutResult,
);

/** Takes conversation credits from the visitor's subscription (plan credits first) once per key. */
export const debitAppSubscription = defineRequest(
  'credits.app-subscription.debit',
  z.object({
    userId: UserId,
    collectionId: CollectionRef,
    amount: z.number().int().positive(),
    idempotencyKey: z.string().min(1).max(200),
  }),
  AppSubscription,
);
