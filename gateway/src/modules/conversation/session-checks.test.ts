import { AppError } from '@avatarium/platform';
import { describe, expect, it } from 'vitest';
import { CHECK_TTL_MS, SessionChecks } from './session-checks.js';

const held = { sessionId: 'session_0123456789abcdef', sessionToken: 'token-'.padEnd(40, 'x') };

function checksAnswering(answer: () => Promise<unknown>) {
  let clock = 1_000;
  let asked = 0;
  const bus = { request: (() => (asked++, answer())) as never };
  const checks = new SessionChecks(bus, () => clock);
  return { checks, asked: () => asked, advance: (ms: number) => (clock += ms) };
}

describe('SessionChecks', () => {
  it('keeps a passed check briefly, then asks again', async () => {
    const { checks, asked, advance } = checksAnswering(async () => ({ agentId: 'a', active: true }));
    await checks.check(held);
    await checks.check(held);
    expect(asked()).toBe(1);
    advance(CHECK_TTL_MS + 1);
    await checks.check(held);
    expect(asked()).toBe(2);
  });

  it('never keeps a refusal, and a cached pass does not cover another token', async () => {
    let refuse = true;
    const { checks, asked } = checksAnswering(async () => {
      if (refuse) throw new AppError('FORBIDDEN', 'This conversation belongs to someone else');
      return { agentId: 'a', active: true };
    });
    await expect(checks.check(held)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    refuse = false;
    await checks.check(held);
    refuse = true;
    await expect(checks.check({ ...held, sessionToken: 'another-'.padEnd(40, 'y') })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(asked()).toBe(3);
  });

  it('forgets an ended session at once', async () => {
    const { checks, asked } = checksAnswering(async () => ({ agentId: 'a', active: true }));
    await checks.check(held);
    checks.forget(held.sessionId);
    await checks.check(held);
    expect(asked()).toBe(2);
  });
});
