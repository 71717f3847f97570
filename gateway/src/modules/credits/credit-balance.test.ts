import { credits } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { signUpUser } from '../../../../testkit/seed.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const SUBSCRIPTION = 'subscription { creditBalanceChanged { balance hasMinimumBalance minimumRequired plan } }';
type Event = { creditBalanceChanged: { balance: number; hasMinimumBalance: boolean; minimumRequired: number; plan: string } };

describe('GET /api/user/credit-balance', () => {
  it('gives a new user the Free plan credits in the spec shape', async () => {
    const client = stack.client();
    await signUpUser(client);
    const response = await client.get('/api/user/credit-balance');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ success: true, balance: 199, hasMinimumBalance: true, minimumRequired: 100, error: null });
  });

  it('reports hasMinimumBalance false below 100', async () => {
    const client = stack.client();
    const { userId } = await signUpUser(client);
    await stack.bus.request(credits.debitCredits, { userId, amount: 120, idempotencyKey: `t-${userId}`, reason: 'test' });
    expect((await client.get('/api/user/credit-balance')).data).toMatchObject({ balance: 79, hasMinimumBalance: false });
  });

  it('answers 401 with the failed-check shape when signed out', async () => {
    const response = await stack.client().get('/api/user/credit-balance');
    expect(response.status).toBe(401);
    expect(response.data).toEqual({
      success: false,
      balance: 0,
      hasMinimumBalance: false,
      minimumRequired: 100,
      error: 'Unauthorized',
    });
  });

  it('answers 503 with the failed-check shape when the credits service is unavailable', async () => {
    const client = stack.client();
    await signUpUser(client);
    const bus = stack.gateway.deps.bus;
    const spy = vi.spyOn(bus, 'request').mockRejectedValueOnce(new AppError('UNAVAILABLE', 'down'));
    try {
      const response = await client.get('/api/user/credit-balance');
      expect(response.status).toBe(503);
      expect(response.data).toEqual({
        success: false,
        balance: 0,
        hasMinimumBalance: false,
        minimumRequired: 100,
        error: 'Failed to check credit balance',
      });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('creditBalance query and creditBalanceChanged subscription', () => {
  it('is null when signed out', async () => {
    expect((await stack.client().graphql('{ creditBalance { balance } }')).data).toEqual({ creditBalance: null });
  });

  it('yields the current balance first, then every change made by the credits service', async () => {
    const client = stack.client();
    const { userId } = await signUpUser(client);
    const ws = wsClient(stack.url, client.cookieHeader);
    const events = collect<Event>(ws, SUBSCRIPTION);
    await events.next((event) => event.creditBalanceChanged.balance === 199);
    await stack.bus.request(credits.grantCredits, { userId, amount: 1000, idempotencyKey: `grant-${userId}`, reason: 'top-up' });
    await events.next((event) => event.creditBalanceChanged.balance === 1199);
    await stack.bus.request(credits.debitCredits, { userId, amount: 1150, idempotencyKey: `debit-${userId}`, reason: 'test' });
    const low = await events.next((event) => event.creditBalanceChanged.balance === 49);
    expect(low.creditBalanceChanged).toEqual({ balance: 49, hasMinimumBalance: false, minimumRequired: 100, plan: 'FREE' });
    expect(events.values.map((event) => event.creditBalanceChanged.balance)).toEqual([199, 1199, 49]);
    events.dispose();
    await ws.dispose();
  });

  it('never steps back to an older balance that arrives late', async () => {
    const client = stack.client();
    const { userId } = await signUpUser(client);
    const ws = wsClient(stack.url, client.cookieHeader);
    const events = collect<Event>(ws, SUBSCRIPTION);
    await events.next((event) => event.creditBalanceChanged.balance === 199);
    await stack.bus.request(credits.grantCredits, { userId, amount: 10, idempotencyKey: `late-${userId}`, reason: 'test' });
    await events.next((event) => event.creditBalanceChanged.balance === 209);
    // As a second credits replica might deliver it: the opening balance, after the newer one.
    stack.bus.publish(credits.balanceChanged, {
      userId,
      balance: 199,
      plan: 'FREE',
      minimumRequired: 100,
      hasMinimumBalance: true,
      version: 0,
      delta: 199,
      reason: 'plan-grant',
      at: new Date().toISOString(),
    });
    await stack.bus.request(credits.grantCredits, { userId, amount: 1, idempotencyKey: `later-${userId}`, reason: 'test' });
    await events.next((event) => event.creditBalanceChanged.balance === 210);
    expect(events.values.map((event) => event.creditBalanceChanged.balance)).toEqual([199, 209, 210]);
    events.dispose();
    await ws.dispose();
  });

  it("never delivers another user's balance", async () => {
    const alice = stack.client();
    await signUpUser(alice);
    const bob = stack.client();
    const { userId: bobId } = await signUpUser(bob);
    const ws = wsClient(stack.url, alice.cookieHeader);
    const events = collect<Event>(ws, SUBSCRIPTION);
    await events.next();
    await stack.bus.request(credits.grantCredits, { userId: bobId, amount: 5, idempotencyKey: `bob-${bobId}`, reason: 'test' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.values.map((event) => event.creditBalanceChanged.balance)).toEqual([199]);
    events.dispose();
    await ws.dispose();
  });

  it('refuses a signed-out subscriber and ends the stream when the session signs out', async () => {
    const anonymous = wsClient(stack.url, '');
    const refused = collect<Event>(anonymous, SUBSCRIPTION);
    await expect.poll(() => JSON.stringify(refused.failure ?? '')).toContain('Unauthorized');
    await anonymous.dispose();

    const client = stack.client();
    await signUpUser(client);
    const ws = wsClient(stack.url, client.cookieHeader);
    let completed = false;
    ws.subscribe({ query: SUBSCRIPTION }, { next: () => undefined, error: () => undefined, complete: () => (completed = true) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await client.post('/api/auth/signout');
    await expect.poll(() => completed).toBe(true);
    await ws.dispose();
  });

  it('refuses a new subscribe on a socket that stayed open after its session signed out', async () => {
    const client = stack.client();
    await signUpUser(client);
    const ws = wsClient(stack.url, client.cookieHeader, undefined, { lazy: false });
    const before = collect<Event>(ws, SUBSCRIPTION);
    await before.next();
    await client.post('/api/auth/signout');
    await expect.poll(() => before.values.length > 0 && before.failure === undefined).toBe(true);
    const after = collect<Event>(ws, SUBSCRIPTION);
    await expect.poll(() => JSON.stringify(after.failure ?? '')).toContain('Unauthorized');
    expect(after.values.every((value) => value === undefined || value === null)).toBe(true);
    await ws.dispose();
  });

  it('refuses a websocket upgrade carrying the cookie from a foreign origin', async () => {
    const client = stack.client();
    await signUpUser(client);
    const ws = wsClient(stack.url, client.cookieHeader, 'https://evil.example');
    const events = collect<Event>(ws, SUBSCRIPTION);
    await expect.poll(() => events.failure !== undefined).toBe(true);
    expect(events.values).toEqual([]);
    await ws.dispose();
  });
});
