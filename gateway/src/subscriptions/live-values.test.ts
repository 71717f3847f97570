import { describe, expect, it } from 'vitest';
import { LiveValues } from './live-values.js';

type Balance = { version: number; balance: number };

/** One key's events and reads, each read answered when the test says. */
function rig() {
  const listeners = new Set<(value: Balance) => void>();
  const pending: Array<(value: Balance) => void> = [];
  let reads = 0;
  const live = new LiveValues<Balance>(
    (_key, push) => {
      listeners.add(push);
      return () => listeners.delete(push);
    },
    () => {
      reads += 1;
      return new Promise((resolve) => pending.push(resolve));
    },
  );
  return {
    live,
    listeners,
    get reads() {
      return reads;
    },
    publish: (value: Balance) => [...listeners].forEach((listener) => listener(value)),
    answer: (value: Balance) => pending.shift()!(value),
  };
}

describe('live values: one read per key while held', () => {
  it('answers later holders from the value kept current by events, without reading again', async () => {
    const r = rig();
    const { live } = r;
    const releaseFirst = live.hold('u1');
    const first = live.current('u1');
    r.answer({ version: 3, balance: 30 });
    expect(await first).toEqual({ version: 3, balance: 30 });
    r.publish({ version: 4, balance: 40 });
    const releaseSecond = live.hold('u1');
    expect(await live.current('u1')).toEqual({ version: 4, balance: 40 });
    // An event older than what is known (another replica, late) never steps it back.
    r.publish({ version: 2, balance: 20 });
    expect(await live.current('u1')).toEqual({ version: 4, balance: 40 });
    expect(r.reads).toBe(1);

    // Once nobody holds it, it stops listening and the next holder reads afresh.
    releaseFirst();
    releaseFirst(); // twice is once
    expect(r.listeners.size).toBe(1);
    releaseSecond();
    expect(r.listeners.size).toBe(0);
    live.hold('u1');
    const fresh = live.current('u1');
    r.answer({ version: 9, balance: 90 });
    expect(await fresh).toEqual({ version: 9, balance: 90 });
    expect(r.reads).toBe(2);
  });

  it('keeps a change that arrives while the read is under way, for everyone who joined that read', async () => {
    const r = rig();
    const { live } = r;
    live.hold('u1');
    const early = live.current('u1');
    // The change lands after the database answered version 5 but before the answer got back.
    r.publish({ version: 6, balance: 60 });
    live.hold('u1');
    const joined = live.current('u1');
    r.answer({ version: 5, balance: 50 });
    expect(await early).toEqual({ version: 6, balance: 60 });
    expect(await joined).toEqual({ version: 6, balance: 60 });
    expect(r.reads).toBe(1);
  });
});
