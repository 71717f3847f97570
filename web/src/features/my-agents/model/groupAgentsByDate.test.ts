import { describe, expect, it } from 'vitest';
import { groupAgentsByDate } from './groupAgentsByDate';

const agent = (id: string, createdAt: string) => ({ id, createdAt });

describe('groupAgentsByDate', () => {
  it('groups by creation day, newest day first, titled MMMM d, yyyy', () => {
    const agents = [
      agent('A1', '2026-03-07T09:00:00Z'),
      agent('A2', '2025-12-31T23:00:00Z'),
      agent('A3', '2026-03-07T18:30:00Z'),
      agent('A4', '2026-11-21T00:00:00Z'),
    ];
    const groups = groupAgentsByDate(agents, 'UTC');
    expect(groups.map((group) => group.title)).toEqual(['November 21, 2026', 'March 7, 2026', 'December 31, 2025']);
    expect(groups.map((group) => group.day)).toEqual(['2026-11-21', '2026-03-07', '2025-12-31']);
    // Inside a day the gallery's own order (its sort) is kept.
    expect(groups[1]?.agents.map((item) => item.id)).toEqual(['A1', 'A3']);
  });

  it('uses the viewer time zone for the day', () => {
    const late = [agent('A1', '2026-01-01T03:00:00Z')];
    expect(groupAgentsByDate(late, 'UTC')[0]?.title).toBe('January 1, 2026');
    expect(groupAgentsByDate(late, 'America/New_York')[0]?.title).toBe('December 31, 2025');
  });

  it('has no groups for no agents and skips an unreadable date', () => {
    expect(groupAgentsByDate([], 'UTC')).toEqual([]);
    expect(groupAgentsByDate([agent('A1', 'not a date')], 'UTC')).toEqual([]);
  });
});
