import { describe, expect, it } from 'vitest';
import { filterAgentsByName } from './filterAgentsByName';

const agent = (id: string, createdAt: string, name: string | null = id) => ({ id, createdAt, name });

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
