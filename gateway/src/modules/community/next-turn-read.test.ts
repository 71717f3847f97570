import { describe, expect, it } from 'vitest';
import { nextTurnRead } from './next-turn-read.js';

describe('nextTurnRead', () => {
  it('sends one read for the callers of one turn, after all of them, and a new one for a later caller', async () => {
    const log: string[] = [];
    let reads = 0;
    const version = nextTurnRead(async () => (log.push('read'), ++reads));
    const first = version();
    log.push('second caller');
    const second = version();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    // The read went out after the second caller arrived: it sees what that caller had seen.
    expect(log).toEqual(['second caller', 'read']);
    expect(await version()).toBe(2);
  });

  it('gives every caller of the turn the failure, and reads again next time', async () => {
    let fail = true;
    const version = nextTurnRead(async () => {
      if (fail) throw new Error('down');
      return 7;
    });
    const results = await Promise.allSettled([version(), version()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await version()).toBe(7);
  });
});
