import { describe, expect, it } from 'vitest';
import { LatestAgentStates } from './latest-agent-states.js';

const state = (version: number, revision: number, id = 'A00AAA0000') => ({ id, version, revision });

describe('LatestAgentStates', () => {
  it('orders states by (version, revision): a vote (revision) after a step (version) is news', () => {
    const states = new LatestAgentStates();
    expect(states.accept(state(1, 0))).toBe(true);
    expect(states.accept(state(1, 1))).toBe(true);
    expect(states.accept(state(2, 1))).toBe(true);
    expect(states.accept(state(2, 2))).toBe(true);
  });

  it('refuses repeats and older states, per agent', () => {
    const states = new LatestAgentStates();
    expect(states.accept(state(3, 4))).toBe(true);
    expect(states.accept(state(3, 4))).toBe(false);
    expect(states.accept(state(3, 3))).toBe(false);
    expect(states.accept(state(2, 9))).toBe(false);
    expect(states.accept(state(1, 0, 'B00AAA0000'))).toBe(true);
  });
});
