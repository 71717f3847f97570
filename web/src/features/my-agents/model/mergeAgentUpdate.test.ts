import { describe, expect, it } from 'vitest';
import { mergeAgentUpdate } from './mergeAgentUpdate';
import { removeAgent } from './removeAgent';

const agent = (id: string, votes = 0, name: string | null = id) => ({ id, votes, name });

describe('mergeAgentUpdate', () => {
  const list = [agent('A2', 5), agent('A1', 1)];

  it('replaces a known agent in place, keeping the order the server sorted', () => {
    const merged = mergeAgentUpdate(list, agent('A1', 9, 'renamed'));
    expect(merged.map((item) => [item.id, item.name, item.votes])).toEqual([
      ['A2', 'A2', 5],
      ['A1', 'renamed', 9],
    ]);
  });

  it('adds a new agent first (just created or cloned)', () => {
    expect(mergeAgentUpdate(list, agent('A3')).map((item) => item.id)).toEqual(['A3', 'A2', 'A1']);
  });
});

describe('removeAgent', () => {
  const list = [agent('A2'), agent('A1')];

  it('drops a deleted agent', () => {
    expect(removeAgent(list, 'A2').map((item) => item.id)).toEqual(['A1']);
  });

  it('keeps the same list when the agent is not in it', () => {
    expect(removeAgent(list, 'A9')).toBe(list);
  });
});
