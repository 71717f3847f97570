import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { signedStripeEvent } from '../../../../testkit/credits/credits-stack.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

// Plans, credits and billing through the gateway's two faces (REST and GraphQL) with the real
// credits service in local billing mode (no STRIPE_SECRET_KEY).
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const SUMMARY = `query { creditSummary { plan included additional used remaining unlimited billingMode pendingPlan pendingPayment } }`;

describe('GET /api/plans and Query.planCatalogue', () => {
  it('shows the same catalogue to anyone, signed in or not', async () => {
    const rest = await stack.client().get('/api/plans');
    expect(rest.status).toBe(200);
    expect(rest.data.plans.map((plan: { code: string; priceLabel: string }) => [plan.code, plan.priceLabel])).toEqual([
      ['FREE', '$0/month'],
      ['CREATOR', '$20/month'],
      ['PRO', '$99/month'],
      ['ENTERPRISE', 'Custom'],
    ]);
    const graph = await stack
      .client()
      .graphql('{ planCatalogue { plans { code monthlyCredits } topUpMin topUpMax creditsPerDollar } }');
    expect(graph.data.planCatalogue).toMatchObject({ topUpMin: 1, topUpMax: 100_000, creditsPerDollar: 100 });
    expect(graph.data.planCatalogue.plans.map((plan: { monthlyCredits: number | null }) => plan.monthlyCredits)).toEqual([
      199,
      1800,
      10000,
      null,
    ]);
  });
});

describe('the plan card and the credit summary, under the spec 000 field names', () => {
  it('GET /api/plans: every plan card carries name, icon, price, priceDetails, description, highlight, cta, features', async () => {
    const rest = await stack.client().get('/api/plans');
    const cards = rest.data.plans.map((plan: Record<string, unknown>) => [plan.name, plan.icon, plan.price, plan.priceDetails]);
    expect(cards).toEqual([
      ['Free', 'sparkles', '$0', '/month'],
      ['Creator', 'star', '$20', '/month'],
      ['Pro', 'rocket', '$99', '/month'],
      ['Enterprise', 'building', 'Custom', 'pricing'],
    ]);
    for (const plan of rest.data.plans) {
      expect(plan).toEqual(
        expect.objectContaining({
          description: expect.any(String),
          highlight: expect.any(Boolean),
          cta: expect.any(String),
          features: expect.any(Array),
        }),
      );
    }
    const graph = await stack.client().graphql('{ planCatalogue { plans { name icon price priceDetails } } }');
    expect(graph.data.planCatalogue.plans.map((plan: Record<string, unknown>) => Object.values(plan))).toEqual(cards);
  });

  it('GET /api/credits/summary carries the subscription plan_type beside included, additional, used and remaining', async () => {
    const { client } = await signedInUser(stack);
    const summary = await client.get('/api/credits/summary');
    expect(summary.data).toMatchObject({
      success: true,
      plan_type: 'FREE',
      included: 199,
      additional: 0,
      used: 0,
      remaining: 199,
    });
    const upgraded = await client.post('/api/subscription/upgrade', { plan: 'CREATOR' });
    expect(upgraded.data.summary).toMatchObject({ plan_type: 'CREATOR', plan: 'CREATOR' });
    expect(upgraded.data.summary).not.toHaveProperty('userId');
    expect((await client.get('/api/credits/summary')).data.plan_type).toBe('CREATOR');
  });
});

describe('the credit summary, top-ups and plan changes', () => {
  it('refuses every billing read and write when signed out', async () => {
    const anonymous = stack.client();
    for (const [method, path] of [
      ['GET', '/api/credits/summary'],
      ['GET', '/api/credits/ledger'],
      ['GET', '/api/billing/receipts'],
      ['GET', '/api/stripe/session'],
      ['POST', '/api/credits/top-up'],
      ['POST', '/api/subscription/upgrade'],
    ] as const) {
      const response = await anonymous.request(method, path, {
        json: method === 'POST' ? { credits: 100, plan: 'pro' } : undefined,
      });
      expect(response.status, path).toBe(401);
    }
    expect((await anonymous.graphql(SUMMARY)).data).toEqual({ creditSummary: null });
    const write = await anonymous.graphql('mutation { topUpCredits(credits: 100) { kind } }');
    expect(write.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives each face the same summary, refuses a Free top-up, upgrades, tops up and lists receipts and ledger', async () => {
    const { client } = await signedInUser(stack);
    const rest = await client.get('/api/credits/summary');
    expect(rest.data).toMatchObject({
      success: true,
      plan: 'FREE',
      included: 199,
      additional: 0,
      used: 0,
      remaining: 199,
      billingMode: 'local',
    });
    expect((await client.graphql(SUMMARY)).data.creditSummary).toMatchObject({
      plan: 'FREE',
      remaining: 199,
      unlimited: false,
      billingMode: 'LOCAL',
    });

    const refused = await client.post('/api/credits/top-up', { credits: 1000 });
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({ success: false, code: 'FORBIDDEN' });
    for (const credits of [0, 100_001, 12.5, 'lots', true, [100], '0x64', '100', '1e3', null, { credits: 100 }]) {
      const invalid = await client.post('/api/credits/top-up', { credits });
      expect(invalid.status, JSON.stringify(credits)).toBe(400);
      expect(invalid.data.error).toBe('Please enter a valid amount between 1 and 100,000 credits.');
    }

    const upgraded = await client.post('/api/subscription/upgrade', { plan: 'creator' });
    expect(upgraded.data).toMatchObject({ success: true, kind: 'applied', summary: { plan: 'CREATOR' } });
    expect((await client.post('/api/subscription/upgrade', { plan: 'creator' })).status).toBe(409);
    expect((await client.post('/api/subscription/upgrade', { plan: 'enterprise' })).status).toBe(403);
    expect((await client.post('/api/subscription/upgrade', { plan: 'platinum' })).status).toBe(400);

    const topUp = await client.graphql(
      'mutation { topUpCredits(credits: 2500) { kind receiptId summary { additional remaining } } }',
    );
    expect(topUp.errors).toBeUndefined();
    expect(topUp.data.topUpCredits).toMatchObject({ kind: 'APPLIED', summary: { additional: 2500 } });
    const balance = await client.get('/api/user/credit-balance');
    expect(balance.data.balance).toBe(topUp.data.topUpCredits.summary.remaining);

    const receipts = await client.get('/api/billing/receipts');
    expect(
      receipts.data.receipts.map((receipt: { credits: number | null; plan: string | null }) => [receipt.credits, receipt.plan]),
    ).toEqual([
      [2500, null],
      [null, 'CREATOR'],
    ]);
    const graphReceipts = await client.graphql('{ receipts { id amountCents source } }');
    expect(graphReceipts.data.receipts.map((receipt: { id: string }) => receipt.id)).toEqual(
      receipts.data.receipts.map((receipt: { id: string }) => receipt.id),
    );
    expect(graphReceipts.data.receipts[0]).toMatchObject({ amountCents: 2500, source: 'LOCAL' });

    const ledger = await client.get('/api/credits/ledger?limit=2');
    expect(ledger.data.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['top-up', 'plan-change']);
    expect(ledger.data.hasMore).toBe(true);
    const older = await client.get(`/api/credits/ledger?limit=2&before=${encodeURIComponent(ledger.data.entries[1].at)}`);
    expect(older.data).toMatchObject({ entries: [{ kind: 'grant', amount: 199 }], hasMore: false });

    // Local mode: the portal is this product's receipts page.
    const portal = await client.get('/api/stripe/session');
    expect(portal.data.url).toMatch(/\/billing\/receipts$/);
    const manage = await client.get('/api/stripe/manage');
    expect(manage.status).toBe(303);
    expect(manage.headers.get('location')).toMatch(/\/billing\/receipts$/);
  });

  it("never shows or changes another user's billing", async () => {
    const owner = await signedInUser(stack);
    await owner.client.post('/api/subscription/upgrade', { plan: 'pro' });
    const other = await signedInUser(stack);
    expect((await other.client.get('/api/credits/summary')).data.plan).toBe('FREE');
    expect((await other.client.get('/api/billing/receipts')).data.receipts).toEqual([]);
    expect((await owner.client.get('/api/credits/summary')).data.plan).toBe('PRO');
  });

  it('pushes the new summary to a subscriber when the balance changes', async () => {
    const { client } = await signedInUser(stack);
    await client.post('/api/subscription/upgrade', { plan: 'creator' });
    const socket = wsClient(stack.url, client.cookieHeader);
    const updates = collect<{ creditSummaryChanged: { additional: number } }>(
      socket,
      'subscription { creditSummaryChanged { additional remaining } }',
    );
    await updates.next((value) => value.creditSummaryChanged.additional === 0);
    await client.post('/api/credits/top-up', { credits: 300 });
    await updates.next((value) => value.creditSummaryChanged.additional === 300);
    updates.dispose();
    await socket.dispose();
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a delivery without a signature, and says Stripe is not configured in local mode', async () => {
    const event = signedStripeEvent({ id: 'evt_local', type: 'invoice.paid', created: 1, data: { object: {} } });
    const unsigned = await stack
      .client()
      .request('POST', '/api/stripe/webhook', { body: event.payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    const signed = await stack.client().request('POST', '/api/stripe/webhook', {
      body: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    });
    expect(signed.status).toBe(404);
  });
});
