import { billing } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCreditUser,
  signedStripeEvent,
  startCreditsStack,
  TEST_WEBHOOK_SECRET,
} from '../../../../testkit/credits/credits-stack.js';
import { startStripeMock } from '../../../../testkit/stripe/stripe-mock.js';

// The Stripe adapter against Stripe's official stripe-mock, which validates every request
// against Stripe's OpenAPI description and answers with its fixtures.
let mock: Awaited<ReturnType<typeof startStripeMock>>;
let env: Awaited<ReturnType<typeof startCreditsStack>>;
beforeAll(async () => {
  mock = await startStripeMock();
  env = await startCreditsStack({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: mock.url,
  });
}, 300_000);
afterAll(async () => {
  await env?.stop();
  await mock?.stop();
});

const urls = { successUrl: 'http://localhost:8080/?upgrade_success=true#plan', cancelUrl: 'http://localhost:8080/#plan' };

describe('Stripe Checkout and the Billing Portal (stripe-mock)', () => {
  it('opens a subscription checkout for an upgrade and holds the account until it is paid', async () => {
    const userId = await newCreditUser(env.bus);
    const result = await env.bus.request(billing.changePlan, { userId, plan: 'CREATOR', email: 'buyer@example.com', ...urls });
    expect(result.kind).toBe('redirect');
    expect(result.kind === 'redirect' && new URL(result.url).protocol).toMatch(/^https?:$/);
    // Nothing changes before Stripe says it was paid; a second payment waits.
    expect(await env.bus.request(billing.getSummary, { userId })).toMatchObject({
      plan: 'FREE',
      pendingPayment: 'upgrade',
      billingMode: 'stripe',
    });
    await expect(env.bus.request(billing.changePlan, { userId, plan: 'PRO', ...urls })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('after the paid upgrade: a one-off payment checkout for a top-up, and the Billing Portal of the customer', async () => {
    const userId = await newCreditUser(env.bus);
    const created = Math.floor(Date.now() / 1000);
    // Stripe's confirmation of the upgrade, as its webhook delivers it.
    await env.bus.request(
      billing.applyStripeWebhook,
      signedStripeEvent({
        id: `evt_upgrade_${userId}`,
        type: 'checkout.session.completed',
        created,
        data: {
          object: {
            id: `cs_upgrade_${userId}`,
            object: 'checkout.session',
            created,
            customer: 'cus_mock_customer',
            client_reference_id: userId,
            metadata: { userId, kind: 'upgrade', plan: 'PRO' },
            amount_total: 9_900,
            currency: 'usd',
            payment_status: 'paid',
            subscription: 'sub_mock',
          },
        },
      }),
    );
    expect((await env.bus.request(billing.getSummary, { userId })).plan).toBe('PRO');

    const topUp = await env.bus.request(billing.topUp, { userId, credits: 5_000, ...urls });
    expect(topUp.kind).toBe('redirect');
    // A downgrade is sent to the Stripe subscription for the next renewal, and waits here too.
    const down = await env.bus.request(billing.changePlan, { userId, plan: 'CREATOR', ...urls });
    expect(down).toMatchObject({ kind: 'applied', summary: { plan: 'PRO', pendingPlan: 'CREATOR' } });
    expect(await env.bus.request(billing.changePlan, { userId, plan: 'FREE', ...urls })).toMatchObject({
      kind: 'applied',
      summary: { pendingPlan: 'FREE' },
    });
    const portal = await env.bus.request(billing.openBillingPortal, { userId, returnUrl: 'http://localhost:8080/#plan' });
    expect(portal.url).toMatch(/^https?:\/\//);
    expect(portal.url).not.toContain('/billing/receipts');
  });

  it('sends the portal to the receipts page before Stripe knows the customer', async () => {
    const userId = await newCreditUser(env.bus);
    expect(await env.bus.request(billing.openBillingPortal, { userId, returnUrl: 'http://localhost:8080/#plan' })).toEqual({
      url: 'http://localhost:8080/billing/receipts',
    });
  });
});
