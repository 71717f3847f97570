import { describe, expect, it, vi } from 'vitest';
import { createVoteTally } from './createVoteTally';

describe('createVoteTally', () => {
  it('shows the highest known count: it never drops', () => {
    const tally = createVoteTally();
    expect(tally.record('A1', 3)).toBe(3);
    expect(tally.record('A1', 5)).toBe(5);
    // A late list or an older event with fewer votes.
    expect(tally.record('A1', 4)).toBe(5);
    expect(tally.record('A1', 0)).toBe(5);
    expect(tally.get('A1')).toBe(5);
  });

  it('keeps agents apart and ignores a missing count', () => {
    const tally = createVoteTally();
    tally.record('A1', 7);
    expect(tally.record('A2', 1)).toBe(1);
    expect(tally.record('A1', null)).toBe(7);
    expect(tally.record('A3', undefined)).toBe(0);
    expect(tally.get('A3')).toBeUndefined();
  });

  it('allows one vote request at a time per agent', () => {
    const tally = createVoteTally();
    expect(tally.begin('A1')).toBe(true);
    expect(tally.begin('A1')).toBe(false);
    expect(tally.begin('A2')).toBe(true);
    expect(tally.isVoting('A1')).toBe(true);
    tally.finish('A1');
    expect(tally.isVoting('A1')).toBe(false);
    expect(tally.begin('A1')).toBe(true);
  });

  it('tells listeners only about real changes', () => {
    const tally = createVoteTally();
    const listener = vi.fn();
    const stop = tally.subscribe(listener);
    tally.record('A1', 2);
    tally.record('A1', 1);
    tally.record('A1', 2);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    tally.record('A1', 9);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
