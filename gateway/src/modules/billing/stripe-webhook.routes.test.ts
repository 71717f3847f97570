import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { signedStripeEvent, TEST_WEBHOOK_SECRET } from '../../../../testkit/credits/credits-stack.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// The webhook route hands Stripe's exact bytes to the credits service (the signature covers
// them): a stack whose credits service runs in Stripe mode.
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
});
afterAll(() => stack.stop());

function topUpCompleted(userId: string, sessionId: string) {
  const created = Math.floor(Date.now() / 1000);
  return {
    id: `evt_${sessionId}`,
    type: 'checkout.session.completed',
    created,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        created,
        customer: 'cus_gateway_test',
        client_reference_id: userId,
        metadata: { userId, kind: 'top-up', credits: '700' },
        amount_total: 700,
        currency: 'usd',
        payment_status: 'paid',
      },
    },
  };
}

const post = (body: string, signature: string) =>
  stack.client().request('POST', '/api/stripe/webhook', {
    body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });

describe('POST /api/stripe/webhook (Stripe mode)', () => {
  it('applies a signed delivery once and refuses a forged one', async () => {
    const { client, userId } = await signedInUser(stack);
    // Pretty-printed JSON, as Stripe sends it: re-serialising would break the signature.
    const event = signedStripeEvent(topUpCompleted(userId, `cs_gw_${userId}`));
    const pretty = JSON.stringify(JSON.parse(event.payload), null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: pretty, secret: TEST_WEBHOOK_SECRET });

    const first = await post(pretty, signature);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ received: true, duplicate: false });
    expect((await post(pretty, signature)).data).toEqual({ received: true, duplicate: true });
    expect((await client.get('/api/credits/summary')).data).toMatchObject({ additional: 700, billingMode: 'stripe' });

    const forged = await post(pretty.replace('"700"', '"70000"'), signature);
    expect(forged.status).toBe(403);
    expect((await client.get('/api/credits/summary')).data.additional).toBe(700);
  });
});

describe('POST /api/stripe/webhook with signed events of odd content', () => {
  const signed = (event: { id: string; type: string; created: number; data: { object: unknown } }) => {
    const { payload, signature } = signedStripeEvent(event);
    return post(payload, signature);
  };

  it('acknowledges an event it cannot apply as ignored (never a 5xx Stripe would retry for days), once', async () => {
    const { client, userId } = await signedInUser(stack);
    const odd = topUpCompleted(userId, `cs_odd_${userId}`);
    const notAnId = { ...odd, id: `evt_not_an_id_${userId}` };
    notAnId.data.object = {
      ...odd.data.object,
      client_reference_id: 'not-an-id',
      metadata: { ...odd.data.object.metadata, userId: 'not-an-id' },
    };
    const first = await signed(notAnId);
    expect([first.status, first.data.received, first.data.ignored]).toEqual([
      200,
      true,
      'data.object.client_reference_id: client_reference_id is not a user id of this platform',
    ]);
    expect((await signed(notAnId)).data).toEqual({ received: true, duplicate: true });

    const noEventTime = { ...odd, id: `evt_no_created_${userId}`, created: undefined as unknown as number };
    const noTime = await signed(noEventTime);
    expect([noTime.status, noTime.data.ignored]).toEqual([200, 'created: Invalid input: expected number, received undefined']);

    const badCredits = topUpCompleted(userId, `cs_bad_credits_${userId}`);
    badCredits.data.object.metadata.credits = 'lots';
    const credits = await signed(badCredits);
    expect([credits.status, credits.data.ignored]).toEqual([
      200,
      'data.object.metadata: metadata.credits is not a whole number of credits',
    ]);
    expect((await client.get('/api/credits/summary')).data.additional).toBe(0);
  });

  it('applies a checkout session without its own created time, dated by its event', async () => {
    const { client, userId } = await signedInUser(stack);
    const event = topUpCompleted(userId, `cs_no_created_${userId}`);
    const { created: _created, ...session } = event.data.object;
    const applied = await signed({ ...event, data: { object: session } });
    expect([applied.status, applied.data]).toEqual([200, { received: true, duplicate: false }]);
    expect((await client.get('/api/credits/summary')).data.additional).toBe(700);
  });
});
