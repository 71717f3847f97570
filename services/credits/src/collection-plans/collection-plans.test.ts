import { collectionPlans, collections } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserId } from '../../../../testkit/catalog/agent-actions-stack.js';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

// The credits service with the catalog (which says whose a collection is), local billing mode.
let stack: ServiceStack;
beforeAll(async () => {
  stack = await startServiceStack(['catalog', 'credits']);
});
afterAll(() => stack.stop());

const urls = { successUrl: 'http://localhost/collections', cancelUrl: 'http://localhost/collections' };
const plan = (code: string, fields: Partial<collectionPlans.CollectionPlan> = {}) => ({
  code,
  description: `${code} plan`,
  billing_period: 'monthly' as const,
  credits: 100,
  is_initial: false,
  priceCents: 0,
  ...fields,
});

async function collectionWithPlans() {
  const ownerId = newUserId();
  const collection = await stack.bus.request(collections.createCollection, {
    ownerId,
    fields: { name: 'Sold', description: '', layout: 'grid', contact_link: '', agent_codes: [] },
  });
  await stack.bus.request(collectionPlans.setCollectionPlans, {
    ownerId,
    collectionId: collection.id,
    plans: [plan('membership_free', { is_initial: true }), plan('membership_pro', { credits: 2_000, priceCents: 500 })],
  });
  return { ownerId, collectionId: collection.id };
}

describe('collection plans', () => {
  it("are set by the collection's owner only, with unique codes and one initial plan", async () => {
    const { collectionId } = await collectionWithPlans();
    const { plans } = await stack.bus.request(collectionPlans.listCollectionPlans, { collectionId });
    expect(plans.map((each) => [each.code, each.sub_app_type, each.sub_app_id, each.credits, each.is_initial])).toEqual([
      ['membership_free', 'collection', collectionId, 100, true],
      ['membership_pro', 'collection', collectionId, 2_000, false],
    ]);
    await expect(
      stack.bus.request(collectionPlans.setCollectionPlans, { ownerId: newUserId(), collectionId, plans: [] }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { ownerId, collectionId: other } = await collectionWithPlans();
    await expect(
      stack.bus.request(collectionPlans.setCollectionPlans, { ownerId, collectionId: other, plans: [plan('a'), plan('a')] }),
    ).rejects.toMatchObject({ code: 'BAD_INPUT' });
    await expect(
      stack.bus.request(collectionPlans.setCollectionPlans, {
        ownerId,
        collectionId: other,
        plans: [plan('a', { is_initial: true }), plan('b', { is_initial: true })],
      }),
    ).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });

  it('starts a visitor on the free initial plan, spends plan credits first, then top-ups, each debit once', async () => {
    const { collectionId } = await collectionWithPlans();
    const userId = newUserId();
    expect(await stack.bus.request(collectionPlans.getAppSubscription, { userId, collectionId })).toEqual({
      userId,
      sub_app_id: collectionId,
      subscription: 'membership_free',
      plan_credits_remaining: 100,
      topup_credits_remaining: 0,
    });
    const debit = (amount: number, key: string) =>
      stack.bus.request(collectionPlans.debitAppSubscription, { userId, collectionId, amount, idempotencyKey: key });
    expect((await debit(60, 'minute-1')).plan_credits_remaining).toBe(40);
    expect((await debit(60, 'minute-1')).plan_credits_remaining).toBe(40); // the same minute again: once
    await expect(debit(50, 'minute-2')).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' });

    const topUp = await stack.bus.request(collectionPlans.topUpAppSubscription, { userId, collectionId, ...urls });
    expect(topUp).toMatchObject({ kind: 'applied', subscription: { topup_credits_remaining: 1_000 } });
    expect(await debit(50, 'minute-2')).toMatchObject({ plan_credits_remaining: 40, topup_credits_remaining: 950 });
  });

  it('subscribes to a paid plan through the payment path (local mode: at once, with a receipt)', async () => {
    const { collectionId } = await collectionWithPlans();
    const userId = newUserId();
    const result = await stack.bus.request(collectionPlans.subscribeCollectionPlan, {
      userId,
      collectionId,
      code: 'membership_pro',
      ...urls,
    });
    expect(result).toMatchObject({
      kind: 'applied',
      subscription: { subscription: 'membership_pro', plan_credits_remaining: 2_000 },
    });
    await expect(
      stack.bus.request(collectionPlans.subscribeCollectionPlan, { userId, collectionId, code: 'membership_pro', ...urls }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      stack.bus.request(collectionPlans.subscribeCollectionPlan, { userId, collectionId, code: 'platinum', ...urls }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // A collection without plans has no subscription to start on.
    const bare = await stack.bus.request(collections.createCollection, {
      ownerId: newUserId(),
      fields: { name: 'Free to visit', description: '', layout: 'grid', contact_link: '', agent_codes: [] },
    });
    expect(await stack.bus.request(collectionPlans.getAppSubscription, { userId, collectionId: bare.id })).toBeNull();
  });
});
