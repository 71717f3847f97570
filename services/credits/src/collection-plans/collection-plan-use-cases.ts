import { randomBytes } from 'node:crypto';
import { collectionPlans, collections, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { CollectionPlansDeps } from './collection-plans-deps.js';

type Plan = collectionPlans.CollectionPlan;
const TOP_UP_CENTS = collectionPlans.APP_TOP_UP_CREDITS; // $1 per 100 credits

/** The owner's plans for their collection (the catalog says whose it is); codes unique, one initial plan at most. */
export async function setCollectionPlans(deps: CollectionPlansDeps, input: RequestOf<typeof collectionPlans.setCollectionPlans>) {
  await deps.bus.request(collections.getOwnedCollection, { ownerId: input.ownerId, collectionId: input.collectionId });
  const codes = input.plans.map((plan) => plan.code);
  if (new Set(codes).size !== codes.length) throw new AppError('BAD_INPUT', 'Each plan needs its own code.');
  if (input.plans.filter((plan) => plan.is_initial).length > 1)
    throw new AppError('BAD_INPUT', 'Only one plan can be the initial plan.');
  const plans: Plan[] = input.plans.map((plan) => ({ ...plan, sub_app_type: 'collection', sub_app_id: input.collectionId }));
  return { plans: await deps.collectionPlans.setPlans(input.collectionId, input.ownerId, plans) };
}

export async function listCollectionPlans(
  deps: CollectionPlansDeps,
  input: RequestOf<typeof collectionPlans.listCollectionPlans>,
) {
  return { plans: await deps.collectionPlans.plansOf(input.collectionId) };
}

/** The visitor's subscription; a visitor with none starts on the collection's free initial plan, if it has one. */
export async function getAppSubscription(deps: CollectionPlansDeps, input: RequestOf<typeof collectionPlans.getAppSubscription>) {
  const existing = await deps.collectionPlans.subscriptionOf(input.userId, input.collectionId);
  if (existing) return existing;
  const initial = (await deps.collectionPlans.plansOf(input.collectionId)).find(
    (plan) => plan.is_initial && plan.priceCents === 0,
  );
  if (!initial) return null;
  return deps.collectionPlans.subscribe(
    input.userId,
    input.collectionId,
    initial.code,
    initial.credits,
    `initial:${input.collectionId}`,
  );
}

async function receipt(
  deps: CollectionPlansDeps,
  userId: string,
  description: string,
  amountCents: number,
  credits: number | null,
) {
  return deps.receipts.record({
    userId,
    key: `local:${randomBytes(9).toString('base64url')}`,
    description,
    amountCents,
    currency: 'usd',
    credits,
    plan: null,
    status: 'paid',
    source: 'local',
    url: null,
    at: deps.now(),
  });
}

/** Subscribes to one of the collection's plans through the general payment path (free plans at once). */
export async function subscribeCollectionPlan(
  deps: CollectionPlansDeps,
  input: RequestOf<typeof collectionPlans.subscribeCollectionPlan>,
): Promise<collectionPlans.AppCheckoutResult> {
  const plan = (await deps.collectionPlans.plansOf(input.collectionId)).find((each) => each.code === input.code);
  if (!plan) throw new AppError('NOT_FOUND', 'This plan is not offered by the collection.');
  const current = await deps.collectionPlans.subscriptionOf(input.userId, input.collectionId);
  if (current?.subscription === plan.code) throw new AppError('CONFLICT', 'You are already on this plan.');
  if (deps.billing.mode === 'stripe' && plan.priceCents > 0) {
    const { url } = await deps.billing.stripe.checkout({
      userId: input.userId,
      email: input.email,
      customerId: null,
      kind: 'collection-plan',
      collectionId: input.collectionId,
      description: plan.description || plan.code,
      amountCents: plan.priceCents,
      credits: plan.credits,
      plan: plan.code,
      recurring: plan.billing_period !== 'custom',
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
    return { kind: 'redirect', url };
  }
  const receiptId = await receipt(deps, input.userId, `Collection plan ${plan.code}`, plan.priceCents, plan.credits);
  const subscription = await deps.collectionPlans.subscribe(input.userId, input.collectionId, plan.code, plan.credits, receiptId);
  return { kind: 'applied', subscription, receiptId };
}

/** Adds 1,000 credits to the visitor's subscription of this collection ($10). */
export async function topUpAppSubscription(
  deps: CollectionPlansDeps,
  input: RequestOf<typeof collectionPlans.topUpAppSubscription>,
): Promise<collectionPlans.AppCheckoutResult> {
  const current = await getAppSubscription(deps, input);
  if (!current) throw new AppError('CONFLICT', 'Choose a plan of this collection first.');
  const credits = collectionPlans.APP_TOP_UP_CREDITS;
  if (deps.billing.mode === 'stripe') {
    const { url } = await deps.billing.stripe.checkout({
      userId: input.userId,
      email: input.email,
      customerId: null,
      kind: 'collection-top-up',
      collectionId: input.collectionId,
      description: `${credits} credits for a collection`,
      amountCents: TOP_UP_CENTS,
      credits,
      plan: null,
      recurring: false,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
    return { kind: 'redirect', url };
  }
  const receiptId = await receipt(deps, input.userId, `${credits} collection credits top-up`, TOP_UP_CENTS, credits);
  const subscription = await deps.collectionPlans.topUp(input.userId, input.collectionId, credits, receiptId);
  return { kind: 'applied', subscription: subscription!, receiptId };
}

export async function debitAppSubscription(
  deps: CollectionPlansDeps,
  input: RequestOf<typeof collectionPlans.debitAppSubscription>,
) {
  const result = await deps.collectionPlans.debit(input.userId, input.collectionId, input.amount, input.idempotencyKey);
  if (result === 'missing') throw new AppError('NOT_FOUND', 'No subscription to this collection.');
  if (result === 'insufficient') throw new AppError('INSUFFICIENT_CREDITS', 'Not enough credits on your collection plan.');
  return result;
}
