import { randomBytes } from 'node:crypto';
import { credits } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

let stack: ServiceStack;
beforeAll(async () => {
  stack = await startServiceStack('credits');
});
afterAll(() => stack.stop());

/** A user with a fresh account, opened as the gateway does at sign-up (Free plan: 199 credits). */
async function newUser() {
  const userId = randomBytes(12).toString('hex');
  await stack.bus.request(credits.openAccount, { userId });
  return userId;
}

describe('credits.balance.debit', () => {
  it('debits once per idempotency key, however often it is retried', async () => {
    const userId = await newUser();
    const debit = { userId, amount: 30, idempotencyKey: `job-${userId}`, reason: 'agent-creation' };
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => stack.bus.request(credits.debitCredits, debit)));
    expect(replies.map((reply) => reply.balance)).toContain(169);
    expect((await stack.bus.request(credits.getBalance, { userId })).balance).toBe(169);
  });

  it('never overdraws: of many concurrent debits only those that fit succeed', async () => {
    const userId = await newUser();
    const attempts = Array.from({ length: 40 }, (_, index) =>
      stack.bus
        .request(credits.debitCredits, { userId, amount: 10, idempotencyKey: `c-${userId}-${index}`, reason: 'test' })
        .then(
          () => 'ok' as const,
          (error: AppError) => error.code,
        ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(19);
    expect(outcomes.filter((outcome) => outcome === 'INSUFFICIENT_CREDITS')).toHaveLength(21);
    expect((await stack.bus.request(credits.getBalance, { userId })).balance).toBe(9);
  });

  it('refuses with INSUFFICIENT_CREDITS and a message naming the amounts', async () => {
    const userId = await newUser();
    const error = await stack.bus
      .request(credits.debitCredits, { userId, amount: 500, idempotencyKey: `big-${userId}`, reason: 'test' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: 'Insufficient credits: 500 needed, 199 available' });
  });

  it('rejects a malformed request at the boundary', async () => {
    const error = await stack.bus
      .request(credits.debitCredits, { userId: 'nope', amount: -1, idempotencyKey: '', reason: '' } as never)
      .catch((caught: unknown) => caught);
    expect(error).toBeDefined();
  });
});

describe('credits.balance.grant', () => {
  it('adds once per key and publishes credits.balance.changed with the derived fields of getBalance', async () => {
    const userId = await newUser();
    const seen: Array<{ balance: number; hasMinimumBalance: boolean; minimumRequired: number }> = [];
    const stop = stack.bus.subscribe(
      credits.balanceChanged,
      ({ userId: owner, balance, hasMinimumBalance, minimumRequired }) =>
        owner === userId && seen.push({ balance, hasMinimumBalance, minimumRequired }),
    );
    await stack.bus.request(credits.grantCredits, { userId, amount: 1000, idempotencyKey: `g-${userId}`, reason: 'top-up' });
    await stack.bus.request(credits.grantCredits, { userId, amount: 1000, idempotencyKey: `g-${userId}`, reason: 'top-up' });
    await stack.bus.request(credits.debitCredits, { userId, amount: 1150, idempotencyKey: `d-${userId}`, reason: 'test' });
    await expect
      .poll(() => seen)
      .toEqual([
        { balance: 1199, hasMinimumBalance: true, minimumRequired: 100 },
        { balance: 49, hasMinimumBalance: false, minimumRequired: 100 },
      ]);
    stop();
  });
});
