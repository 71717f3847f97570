import { credits } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpUser } from '../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';

// Issue 30, P1: one balance change reaching many sockets is serialised once and written to each
// with its own operation id. What a client sees must be exactly graphql-ws's frame, only for
// the user it belongs to, and nothing for an operation it completed.

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ WS_MAX_SUBSCRIPTIONS_PER_USER: '2' });
});
afterAll(() => stack.stop());

const SUBSCRIPTION = 'subscription { creditBalanceChanged { balance plan } }';

/** A socket speaking graphql-transport-ws by hand, keeping every text frame exactly as received. */
async function rawSocket(cookie: string) {
  const frames: string[] = [];
  const ws = new WebSocket(stack.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', { headers: { cookie } });
  ws.on('message', (data) => frames.push(String(data)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await expect.poll(() => frames).toContain('{"type":"connection_ack"}');
  frames.length = 0;
  return {
    frames,
    subscribe: (id: string) => ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query: SUBSCRIPTION } })),
    complete: (id: string) => ws.send(JSON.stringify({ id, type: 'complete' })),
    close: () => ws.close(),
  };
}

const next = (id: string, balance: number) =>
  JSON.stringify({ id, type: 'next', payload: { data: { creditBalanceChanged: { balance, plan: 'FREE' } } } });
const grant = (userId: string, amount: number, key: string) =>
  stack.bus.request(credits.grantCredits, { userId, amount, idempotencyKey: `${key}-${userId}`, reason: 'test' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('one balance change, many sockets', () => {
  it("writes graphql-ws's exact frame with each socket's id, to its own user only, and nothing after complete", async () => {
    const alice = stack.client();
    const { userId: aliceId } = await signUpUser(alice);
    const bob = stack.client();
    await signUpUser(bob);
    const [first, second, bobs] = await Promise.all([
      rawSocket(alice.cookieHeader),
      rawSocket(alice.cookieHeader),
      rawSocket(bob.cookieHeader),
    ]);
    // Different ids (a counter and a uuid with a quote to escape): only the id differs.
    const longId = '0b9e4c2a-5f1d-4d8e-9a77-"3c1"';
    first.subscribe('1');
    second.subscribe(longId);
    bobs.subscribe('1');
    await expect
      .poll(() => [first.frames, second.frames, bobs.frames])
      .toEqual([[next('1', 199)], [next(longId, 199)], [next('1', 199)]]);

    await grant(aliceId, 1000, 'shared');
    await expect.poll(() => second.frames).toEqual([next(longId, 199), next(longId, 1199)]);
    expect(first.frames).toEqual([next('1', 199), next('1', 1199)]);
    await settle();
    expect(bobs.frames).toEqual([next('1', 199)]);

    // A completed operation is sent nothing more, the other socket goes on, and its place in
    // the user's budget (2 subscriptions) is free again.
    first.complete('1');
    await settle();
    second.subscribe('again');
    await expect.poll(() => second.frames.at(-1)).toBe(next('again', 1199));
    await grant(aliceId, 10, 'after-complete');
    await expect.poll(() => second.frames.slice(-2).sort()).toEqual([next('again', 1209), next(longId, 1209)].sort());
    await settle();
    expect(first.frames).toEqual([next('1', 199), next('1', 1199)]);

    // Over the budget: refused with graphql-ws's error frame, never a next.
    first.subscribe('third');
    await expect.poll(() => first.frames.at(-1) ?? '').toContain('"type":"error"');
    expect(JSON.parse(first.frames.at(-1)!)).toMatchObject({
      id: 'third',
      payload: [{ message: 'Too many subscriptions for one user: at most 2 across all connections.' }],
    });
    for (const socket of [first, second, bobs]) socket.close();
  });
});
