import { describe, expect, it } from 'vitest';
import { mergeAgentUpdate } from './cache/mergeAgentUpdate';
import { filterAgentsByName } from './search/filterAgentsByName';

const agent = (id: string, createdAt: string, name: string | null = id) => ({ id, createdAt, name });

describe('mergeAgentUpdate', () => {
  const list = [agent('A2', '2026-01-02T00:00:00Z'), agent('A1', '2026-01-01T00:00:00Z')];

  it('replaces a known agent in place', () => {
    const merged = mergeAgentUpdate(list, agent('A1', '2026-01-01T00:00:00Z', 'renamed'));
    expect(merged.map((item) => item.name)).toEqual(['A2', 'renamed']);
  });

  it('adds a new agent newest first', () => {
    expect(mergeAgentUpdate(list, agent('A3', '2026-01-03T00:00:00Z')).map((item) => item.id)).toEqual(['A3', 'A2', 'A1']);
    expect(mergeAgentUpdate(list, agent('A0', '2025-12-31T00:00:00Z')).map((item) => item.id)).toEqual(['A2', 'A1', 'A0']);
  });
});

describe('filterAgentsByName', () => {
  const agents = [agent('A1', '', 'Captain Nova'), agent('A2', '', null), agent('A3', '', 'Sage')];

  it('keeps everything for a blank search', () => {
    expect(filterAgentsByName(agents, '  ')).toBe(agents);
  });

  it('matches names case-insensitively, untitled ones by their fallback', () => {
    expect(filterAgentsByName(agents, 'nova').map((item) => item.id)).toEqual(['A1']);
    expect(filterAgentsByName(agents, 'untitled').map((item) => item.id)).toEqual(['A2']);
    expect(filterAgentsByName(agents, 'a').map((item) => item.id)).toEqual(['A1', 'A2', 'A3']);
  });
});
