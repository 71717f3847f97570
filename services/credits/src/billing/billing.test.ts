import { billing, credits } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCreditUser, startCreditsStack } from '../../../../testkit/credits/credits-stack.js';

let env: Awaited<ReturnType<typeof startCreditsStack>>;
beforeAll(async () => {
  env = await startCreditsStack();
});
afterAll(() => env?.stop());

const urls = { successUrl: 'http://localhost/?upgrade_success=true#plan', cancelUrl: 'http://localhost/#plan' };
const summaryOf = (userId: string) => env.bus.request(billing.getSummary, { userId });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof AppError ? { code: error.code, message: error.message } : { code: 'other', message: String(error) },
  );

describe('the plan catalogue', () => {
  it('has the four plans and three rates of the specs', async () => {
    const { plans, rates, topUp } = await env.bus.request(billing.listPlans, {});
    expect(
      plans.map((plan) => [plan.code, plan.priceCents, plan.monthlyCredits, plan.conversationMinutes, plan.agentLimit]),
    ).toEqual([
      ['FREE', 0, 199, 20, 1],
      ['CREATOR', 2000, 1800, 180, 18],
      ['PRO', 9900, 10000, 1000, 100],
      ['ENTERPRISE', null, null, null, null],
    ]);
    const pro = plans.find((plan) => plan.code === 'PRO')!;
    expect([pro.highlight, pro.isNew, pro.rewardsProgram, pro.sdkMinutes]).toEqual([
      true,
      true,
      true,
      { essenceSelfHosted: 10000, essenceCloud: 5000, expressionCloud: 2500 },
    ]);
    expect(plans.find((plan) => plan.code === 'CREATOR')!.sdkMinutes).toEqual({
      essenceSelfHosted: 1800,
      essenceCloud: 900,
      expressionCloud: null,
    });
    expect(rates.map((rate) => [rate.code, rate.creditsPerMinute, rate.overageCentsPerMinute])).toEqual([
      ['essence-self-hosted', 1, 1],
      ['essence-cloud', 2, 2],
      ['expression-cloud', 4, 4],
    ]);
    expect(topUp).toEqual({ min: 1, max: 100_000, creditsPerDollar: 100 });
  });
});

describe('the credit summary and local billing', () => {
  it('starts Free with 199 included credits in local mode', async () => {
    const userId = await newCreditUser(env.bus);
    expect(await summaryOf(userId)).toMatchObject({
      plan: 'FREE',
      included: 199,
      additional: 0,
      used: 0,
      remaining: 199,
      billingMode: 'local',
      pendingPlan: null,
      pendingPayment: null,
      subscription: { status: 'none', cancelAtPeriodEnd: false, paymentFailed: false },
    });
  });

  it('refuses top-ups on Free, and a change to the current plan or to Enterprise', async () => {
    const userId = await newCreditUser(env.bus);
    expect(await refusal(env.bus.request(billing.topUp, { userId, credits: 1000, ...urls }))).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/Creator and Pro/),
    });
    expect(await refusal(env.bus.request(billing.changePlan, { userId, plan: 'FREE', ...urls }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await refusal(env.bus.request(billing.changePlan, { userId, plan: 'ENTERPRISE', ...urls }))).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/sales/),
    });
    // Out of range never leaves the caller: the contract refuses it.
    await expect(env.bus.request(billing.topUp, { userId, credits: 100_001, ...urls })).rejects.toThrow();
    expect((await summaryOf(userId)).remaining).toBe(199);
    expect((await env.bus.request(billing.listReceipts, { userId })).receipts).toEqual([]);
  });

  it('upgrades at once with prorated credits, tops up, keeps both receipts and the ledger', async () => {
    const userId = await newCreditUser(env.bus);
    const upgraded = await env.bus.request(billing.changePlan, { userId, plan: 'CREATOR', ...urls });
    expect(upgraded.kind).toBe('applied');
    const summary = await summaryOf(userId);
    expect(summary.plan).toBe('CREATOR');
    // Almost the whole period is ahead: nearly all of the 1,601 extra credits.
    expect(summary.included).toBeGreaterThan(1_790);
    expect(summary.included).toBeLessThanOrEqual(1_800);
    expect((await env.bus.request(credits.getBalance, { userId })).balance).toBe(summary.remaining);

    const toppedUp = await env.bus.request(billing.topUp, { userId, credits: 1_000, ...urls });
    expect(toppedUp).toMatchObject({
      kind: 'applied',
      summary: { additional: 1_000, remaining: (summary.remaining as number) + 1_000 },
    });

    const { receipts } = await env.bus.request(billing.listReceipts, { userId });
    expect(receipts.map((receipt) => [receipt.source, receipt.status, receipt.plan, receipt.credits])).toEqual([
      ['local', 'paid', null, 1_000],
      ['local', 'paid', 'CREATOR', null],
    ]);
    expect(receipts[0]!.amountCents).toBe(1_000); // $1 per 100 credits
    expect(receipts[1]!.amountCents).toBeGreaterThan(1_950); // $20 − $0, prorated

    const { entries } = await env.bus.request(billing.listLedger, { userId, limit: 10 });
    expect(entries.map((entry) => entry.kind)).toEqual(['top-up', 'plan-change', 'grant']);
    expect(entries[0]).toMatchObject({ amount: 1_000, balanceAfter: (summary.remaining as number) + 1_000 });
  });

  it('lets one top-up run at a time', async () => {
    const userId = await newCreditUser(env.bus);
    await env.bus.request(billing.changePlan, { userId, plan: 'PRO', ...urls });
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() => refusal(env.bus.request(billing.topUp, { userId, credits: 100, ...urls }))),
    );
    expect(outcomes.filter((outcome) => outcome === null).length).toBeGreaterThanOrEqual(1);
    for (const outcome of outcomes.filter(Boolean)) expect(outcome).toMatchObject({ code: 'CONFLICT' });
    const summary = await summaryOf(userId);
    expect(summary.additional).toBe(100 * outcomes.filter((outcome) => outcome === null).length);
    expect(summary.pendingPayment).toBeNull();
  });

  it('schedules a downgrade for the next cycle', async () => {
    const userId = await newCreditUser(env.bus);
    await env.bus.request(billing.changePlan, { userId, plan: 'PRO', ...urls });
    const down = await env.bus.request(billing.changePlan, { userId, plan: 'CREATOR', ...urls });
    expect(down).toMatchObject({ kind: 'applied', summary: { plan: 'PRO', pendingPlan: 'CREATOR' } });
  });
});

describe('the ledger under load', () => {
  it('takes 1,000 concurrent debits against one account to exactly zero, never below', async () => {
    const userId = await newCreditUser(env.bus);
    await env.bus.request(credits.grantCredits, { userId, amount: 301, idempotencyKey: `seed-${userId}`, reason: 'test' });
    const outcomes = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        refusal(
          // A generous timeout: the ledger is under test, not how fast a loaded CI machine answers 1,000 at once.
          env.bus.request(
            credits.debitCredits,
            { userId, amount: 1, idempotencyKey: `debit-${i}`, reason: 'conversation' },
            { timeoutMs: 60_000 },
          ),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(500);
    expect(outcomes.filter((outcome) => outcome?.code === 'INSUFFICIENT_CREDITS')).toHaveLength(500);
    expect(await summaryOf(userId)).toMatchObject({ remaining: 0, used: 500 });
    expect((await env.bus.request(credits.getBalance, { userId })).balance).toBe(0);
  });
});

describe('the monthly cycle', () => {
  it('resets plan credits and rolls top-ups over, once, when the period ends', async () => {
    const userId = await newCreditUser(env.bus);
    await env.bus.request(billing.changePlan, { userId, plan: 'CREATOR', ...urls });
    await env.bus.request(billing.topUp, { userId, credits: 1_000, ...urls });
    const before = await summaryOf(userId);
    // Use all plan credits and 300 of the top-up.
    const spend = (before.included as number) + 300;
    await env.bus.request(credits.debitCredits, {
      userId,
      amount: spend,
      idempotencyKey: `spend-${userId}`,
      reason: 'conversation',
    });
    await env.bus.request(billing.changePlan, { userId, plan: 'FREE', ...urls }); // a downgrade, for next cycle

    env.clock.advanceDays(32);
    const after = await summaryOf(userId);
    expect(after).toMatchObject({ plan: 'FREE', included: 199, additional: 700, used: 0, remaining: 899, pendingPlan: null });
    expect(new Date(after.periodStart).getTime()).toBe(new Date(before.periodEnd).getTime());
    expect((await env.bus.request(credits.getBalance, { userId })).balance).toBe(899);

    // Read again (and concurrently): no second reset.
    await Promise.all([1, 2, 3].map(() => summaryOf(userId)));
    const { entries } = await env.bus.request(billing.listLedger, { userId, limit: 20 });
    expect(entries.filter((entry) => entry.kind === 'reset')).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'reset', balanceAfter: 899 });
  });
});
