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
