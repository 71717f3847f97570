import { billing } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCreditUser,
  signedStripeEvent,
  startCreditsStack,
  TEST_WEBHOOK_SECRET,
} from '../../../../testkit/credits/credits-stack.js';

// Webhook deliveries as Stripe sends them, signed with the Stripe library's own test helper.
let env: Awaited<ReturnType<typeof startCreditsStack>>;
beforeAll(async () => {
  env = await startCreditsStack({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // Nothing here calls Stripe's API; a closed loopback port makes sure of it.
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
});
afterAll(() => env?.stop());

const summaryOf = (userId: string) => env.bus.request(billing.getSummary, { userId });
const deliver = (delivery: { payload: string; signature: string }) => env.bus.request(billing.applyStripeWebhook, delivery);
const seconds = (offset = 0) => Math.floor(Date.now() / 1000) + offset;
let counter = 0;
const eventId = () => `evt_test_${Date.now()}_${counter++}`;

function checkoutCompleted(userId: string, sessionId: string, metadata: Record<string, string>, amountTotal: number) {
  return {
    id: eventId(),
    type: 'checkout.session.completed',
    created: seconds(),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        created: seconds(),
        customer: `cus_${userId.slice(0, 8)}`,
        client_reference_id: userId,
        metadata: { userId, ...metadata },
        amount_total: amountTotal,
        currency: 'usd',
        payment_status: 'paid',
        subscription: metadata.kind === 'upgrade' ? `sub_${userId.slice(0, 8)}` : null,
      },
    },
  };
}

function subscriptionEvent(userId: string, type: string, created: number, fields: Record<string, unknown>) {
  return {
    id: eventId(),
    type,
    created,
    data: {
      object: {
        id: `sub_${userId.slice(0, 8)}`,
        object: 'subscription',
        customer: `cus_${userId.slice(0, 8)}`,
        metadata: { userId },
        status: 'active',
        cancel_at_period_end: false,
        ...fields,
      },
    },
  };
}

describe('Stripe webhooks', () => {
  it('applies a paid top-up once, however often it is delivered or replayed', async () => {
    const userId = await newCreditUser(env.bus);
    const event = checkoutCompleted(userId, `cs_test_topup_${userId}`, { kind: 'top-up', credits: '500' }, 500);
    const delivery = signedStripeEvent(event);

    expect(await deliver(delivery)).toEqual({ received: true, duplicate: false });
    expect(await deliver(delivery)).toEqual({ received: true, duplicate: true });
    // The same payment under another event id (a replay from the dashboard): still once.
    await deliver(signedStripeEvent({ ...event, id: eventId() }));
    await Promise.all([1, 2, 3].map(() => deliver(delivery)));

    expect(await summaryOf(userId)).toMatchObject({ additional: 500, remaining: 699, billingMode: 'stripe' });
    const { receipts } = await env.bus.request(billing.listReceipts, { userId });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ source: 'stripe', status: 'paid', credits: 500, amountCents: 500 });
  });

  it('refuses a forged signature and changes nothing', async () => {
    const userId = await newCreditUser(env.bus);
    const event = checkoutCompleted(userId, `cs_test_forged_${userId}`, { kind: 'top-up', credits: '100000' }, 100_000);
    const forged = signedStripeEvent(event, 'whsec_someone_else');
    const refused = await deliver(forged).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('FORBIDDEN');
    // A body changed after signing fails the same way.
    const genuine = signedStripeEvent(event);
    const tampered = { payload: genuine.payload.replace('"100000"', '"99999"'), signature: genuine.signature };
    expect(((await deliver(tampered).catch((error: unknown) => error)) as AppError).code).toBe('FORBIDDEN');
    expect(await summaryOf(userId)).toMatchObject({ additional: 0, remaining: 199 });
  });

  it('moves to the paid plan on a completed subscription checkout', async () => {
    const userId = await newCreditUser(env.bus);
    await deliver(signedStripeEvent(checkoutCompleted(userId, `cs_test_up_${userId}`, { kind: 'upgrade', plan: 'PRO' }, 9_900)));
    expect(await summaryOf(userId)).toMatchObject({ plan: 'PRO', subscription: { status: 'active', paymentFailed: false } });
    expect((await summaryOf(userId)).included).toBeGreaterThan(9_900);
  });

  it('keeps the newest subscription state when events arrive out of order', async () => {
    const userId = await newCreditUser(env.bus);
    await deliver(
      signedStripeEvent(checkoutCompleted(userId, `cs_test_order_${userId}`, { kind: 'upgrade', plan: 'CREATOR' }, 2_000)),
    );
    const newer = subscriptionEvent(userId, 'customer.subscription.updated', seconds(60), { cancel_at_period_end: true });
    const older = subscriptionEvent(userId, 'customer.subscription.updated', seconds(30), { cancel_at_period_end: false });
    await deliver(signedStripeEvent(newer));
    await deliver(signedStripeEvent(older));
    expect((await summaryOf(userId)).subscription).toEqual({ status: 'active', cancelAtPeriodEnd: true, paymentFailed: false });

    await deliver(
      signedStripeEvent(subscriptionEvent(userId, 'customer.subscription.deleted', seconds(120), { status: 'canceled' })),
    );
    expect(await summaryOf(userId)).toMatchObject({ plan: 'CREATOR', pendingPlan: 'FREE', subscription: { status: 'canceled' } });
  });

  it('shows a failed renewal and writes a failed receipt', async () => {
    const userId = await newCreditUser(env.bus);
    await deliver(
      signedStripeEvent(checkoutCompleted(userId, `cs_test_fail_${userId}`, { kind: 'upgrade', plan: 'CREATOR' }, 2_000)),
    );
    const invoice = {
      id: eventId(),
      type: 'invoice.payment_failed',
      created: seconds(90),
      data: {
        object: {
          id: `in_${userId.slice(0, 10)}`,
          object: 'invoice',
          customer: `cus_${userId.slice(0, 8)}`,
          metadata: {},
          amount_due: 2_000,
          amount_paid: 0,
          currency: 'usd',
          hosted_invoice_url: 'https://invoice.stripe.com/i/test',
        },
      },
    };
    await deliver(signedStripeEvent(invoice));
    expect((await summaryOf(userId)).subscription).toEqual({ status: 'past_due', cancelAtPeriodEnd: false, paymentFailed: true });
    const { receipts } = await env.bus.request(billing.listReceipts, { userId });
    expect(receipts.find((receipt) => receipt.status === 'failed')).toMatchObject({
      amountCents: 2_000,
      url: 'https://invoice.stripe.com/i/test',
    });
  });
});
