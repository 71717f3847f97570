import { describe, expect, it } from 'vitest';
import { dayLabel, monthGrid, monthLabel, monthOf, shiftMonth, weekdayOfDay } from './calendarDay';

describe('month calendar (Sunday first)', () => {
  it('lays a month out in weeks of 7 from Sunday, blanks outside the month', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2026 starts on a Sunday and fills exactly 4 weeks.
    expect(monthGrid('2026-02')).toHaveLength(4);
    // March 2026 starts on a Sunday too; April on a Wednesday.
    expect(monthGrid('2026-04')[0]).toEqual([null, null, null, '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);
    expect(monthGrid('2026-04').flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves between months across years and names days', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthOf('2026-11-26')).toBe('2026-11');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(dayLabel('2026-11-26')).toBe('Thursday, November 26, 2026');
    expect(weekdayOfDay('2026-11-23')).toBe(0);
    expect(weekdayOfDay('2026-11-29')).toBe(6);
  });
});
