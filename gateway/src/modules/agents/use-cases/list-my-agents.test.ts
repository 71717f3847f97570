import type { Agent } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { orderMyAgents } from './list-my-agents.js';

const agent = (id: string, createdAt: string, votes: number, name: string | null, tags: string[] = []) =>
  ({ id, createdAt, votes, name, tags }) as Agent;

const agents = [
  agent('A00AAA0001', '2025-03-01T00:00:00.000Z', 2, 'Captain Nova', ['space']),
  agent('A00AAA0002', '2025-03-03T00:00:00.000Z', 0, null, ['Pirate']),
  agent('A00AAA0003', '2025-03-02T00:00:00.000Z', 2, 'Keeper Ada', ['sea']),
];
const ids = (list: Agent[]) => list.map((each) => each.id);

describe('orderMyAgents', () => {
  it('is newest first without a sort', () => {
    expect(ids(orderMyAgents(agents, {}))).toEqual(['A00AAA0002', 'A00AAA0003', 'A00AAA0001']);
  });

  it('orders popularity and trending by votes, newest first among equals', () => {
    expect(ids(orderMyAgents(agents, { sortBy: 'popularity' }))).toEqual(['A00AAA0003', 'A00AAA0001', 'A00AAA0002']);
    expect(ids(orderMyAgents(agents, { sortBy: 'trending' }))).toEqual(['A00AAA0003', 'A00AAA0001', 'A00AAA0002']);
  });

  it('searches names and tags case-insensitively', () => {
    expect(ids(orderMyAgents(agents, { search: 'nova' }))).toEqual(['A00AAA0001']);
    expect(ids(orderMyAgents(agents, { search: 'PIR' }))).toEqual(['A00AAA0002']);
    expect(ids(orderMyAgents(agents, { search: '' }))).toHaveLength(3);
  });
});
