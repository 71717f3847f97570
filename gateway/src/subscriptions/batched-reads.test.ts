import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads.js';

describe('reads batched per turn of the event loop', () => {
  it('shares one read among callers of the same turn, never one that started before the caller', async () => {
    const read = batchedReads<number>();
    let calls = 0;
    let value = 1;
    const call = async () => {
      calls += 1;
      return value;
    };
    const together = await Promise.all([read('u1', call), read('u1', call), read('u1', call)]);
    expect([together, calls]).toEqual([[1, 1, 1], 1]);
    // Another key is its own read.
    await read('u2', call);
    expect(calls).toBe(2);
    // A caller after the read started gets a read of its own, made after it called.
    let release: () => void = () => undefined;
    const slow = read('u1', () => new Promise<number>((resolve) => (release = () => resolve(value))));
    await new Promise((resolve) => setImmediate(resolve));
    value = 2;
    const later = read('u1', call);
    release();
    expect(await slow).toBe(2);
    expect(await later).toBe(2);
    expect(calls).toBe(3);
  });
});
