import { collectionPlans } from '@avatarium/contracts';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { returnUrls, type BillingCaller } from '../../shared/billing-caller.js';
import { collectionIdOf, parseCollectionInput } from './manage-collections.js';

type Deps = Pick<GatewayDeps, 'bus' | 'config'>;

/** Anyone may see what a collection offers. */
export async function listCollectionPlans(deps: Deps, collectionId: unknown) {
  return deps.bus.request(collectionPlans.listCollectionPlans, { collectionId: collectionIdOf(collectionId) });
}

export const PlansInput = z.object({
  plans: z.array(collectionPlans.CollectionPlan.omit({ sub_app_type: true, sub_app_id: true })).max(10),
});

export async function setCollectionPlans(deps: Deps, ownerId: string, collectionId: unknown, input: unknown) {
  const { plans } = parseCollectionInput(PlansInput, input);
  return deps.bus.request(collectionPlans.setCollectionPlans, { ownerId, collectionId: collectionIdOf(collectionId), plans });
}

export async function getAppSubscription(deps: Deps, userId: string, collectionId: unknown) {
  return deps.bus.request(collectionPlans.getAppSubscription, { userId, collectionId: collectionIdOf(collectionId) });
}

/** Where Stripe returns: the plans view of this collection. */
function collectionUrls(deps: Deps, caller: BillingCaller, collectionId: string) {
  const origin = new URL(returnUrls(deps, caller).returnUrl).origin;
  return {
    successUrl: `${origin}/?upgrade_success=true&collectionId=${collectionId}#plan`,
    cancelUrl: `${origin}/?collectionId=${collectionId}#plan`,
  };
}

export const SubscribeInput = z.object({ plan: z.string({ message: 'plan is required' }).min(1).max(40) });

export async function subscribeCollectionPlan(deps: Deps, caller: BillingCaller, collectionId: unknown, input: unknown) {
  const id = collectionIdOf(collectionId);
  const { plan } = parseCollectionInput(SubscribeInput, input);
  return deps.bus.request(collectionPlans.subscribeCollectionPlan, {
    userId: caller.userId,
    email: caller.email,
    collectionId: id,
    code: plan,
    ...collectionUrls(deps, caller, id),
  });
}

export async function topUpCollectionSubscription(deps: Deps, caller: BillingCaller, collectionId: unknown) {
  const id = collectionIdOf(collectionId);
  return deps.bus.request(collectionPlans.topUpAppSubscription, {
    userId: caller.userId,
    email: caller.email,
    collectionId: id,
    ...collectionUrls(deps, caller, id),
  });
}
