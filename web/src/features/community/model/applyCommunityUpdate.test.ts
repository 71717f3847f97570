import { describe, expect, it } from 'vitest';
import { applyCommunityUpdate } from './applyCommunityUpdate';

const agent = (id: string, votes: number, category = 'Fiction', name = `Agent ${id}`) => ({
  id,
  votes,
  category,
  name,
  tags: ['tag'],
});

const page = () => ({
  agents: [agent('A1', 9), agent('A2', 4, 'Animals'), agent('A3', 1)],
  total: 3,
  categoryCounts: [
    { category: 'All', count: 3 },
    { category: 'Animals', count: 1 },
    { category: 'Fiction', count: 2 },
  ],
});

const all = { category: 'All' as const, search: '' };

describe('applyCommunityUpdate', () => {
  it('updates a vote count in place', () => {
    const { page: next, refetch } = applyCommunityUpdate(page(), { agentId: 'A2', agent: agent('A2', 5, 'Animals') }, all, 60);
    expect(refetch).toBe(false);
    expect(next.agents.map((item) => [item.id, item.votes])).toEqual([
      ['A1', 9],
      ['A2', 5],
      ['A3', 1],
    ]);
  });

  it('removes an agent that left, with its counts', () => {
    const { page: next, refetch } = applyCommunityUpdate(page(), { agentId: 'A3', agent: null }, all, 60);
    expect(refetch).toBe(false);
    expect(next.agents.map((item) => item.id)).toEqual(['A1', 'A2']);
    expect(next.total).toBe(2);
    expect(next.categoryCounts).toEqual([
      { category: 'All', count: 2 },
      { category: 'Animals', count: 1 },
      { category: 'Fiction', count: 1 },
    ]);
  });

  it('ignores a departure it never showed', () => {
    const before = page();
    expect(applyCommunityUpdate(before, { agentId: 'A9', agent: null }, all, 60)).toEqual({ page: before, refetch: false });
  });

  it('fetches again for an unknown agent that joined and belongs on the page', () => {
    expect(applyCommunityUpdate(page(), { agentId: 'A4', agent: agent('A4', 0) }, all, 60).refetch).toBe(true);
    // The page is full, but it has more votes than the last card shown.
    expect(applyCommunityUpdate(page(), { agentId: 'A4', agent: agent('A4', 2) }, all, 3).refetch).toBe(true);
  });

  it('does not fetch for an unknown agent that would not show', () => {
    const before = page();
    // Another category, a search it does not match, or a full page it would not make.
    expect(
      applyCommunityUpdate(before, { agentId: 'A4', agent: agent('A4', 50, 'History') }, { category: 'Fiction', search: '' }, 60),
    ).toEqual({
      page: before,
      refetch: false,
    });
    expect(
      applyCommunityUpdate(before, { agentId: 'A4', agent: agent('A4', 50) }, { category: 'All', search: 'robot' }, 60).refetch,
    ).toBe(false);
    expect(applyCommunityUpdate(before, { agentId: 'A4', agent: agent('A4', 0) }, all, 3).refetch).toBe(false);
  });

  it('matches the search on the name or a tag, ignoring case and spaces', () => {
    expect(
      applyCommunityUpdate(
        page(),
        { agentId: 'A4', agent: agent('A4', 0, 'Fiction', 'Red Fox') },
        { category: 'All', search: ' fox ' },
        60,
      ).refetch,
    ).toBe(true);
    expect(
      applyCommunityUpdate(page(), { agentId: 'A4', agent: agent('A4', 0) }, { category: 'All', search: 'TAG' }, 60).refetch,
    ).toBe(true);
  });

  it('takes out an agent moved to another category and fetches the counts again', () => {
    const { page: next, refetch } = applyCommunityUpdate(
      page(),
      { agentId: 'A1', agent: agent('A1', 9, 'History') },
      { category: 'Fiction', search: '' },
      60,
    );
    expect(refetch).toBe(true);
    expect(next.agents.map((item) => item.id)).toEqual(['A2', 'A3']);
  });
});
