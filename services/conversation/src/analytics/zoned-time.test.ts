import { describe, expect, it } from 'vitest';
import { dayStartIn, offsetAt, rangeIn, wallClock } from './zoned-time.js';

const ms = (iso: string) => Date.parse(iso);

describe('zoned time', () => {
  it('puts 23:30 in New York on the next day in Sydney', () => {
    const instant = ms('2026-03-10T03:30:00Z');
    expect(wallClock('America/New_York')(instant)).toEqual({ day: '2026-03-09', weekday: 0, hour: 23 });
    expect(wallClock('Australia/Sydney')(instant)).toEqual({ day: '2026-03-10', weekday: 1, hour: 14 });
    expect(wallClock('UTC')(instant)).toEqual({ day: '2026-03-10', weekday: 1, hour: 3 });
  });

  it('follows DST: offsets before and after the change, the missing and the doubled hour', () => {
    expect(offsetAt('America/New_York', ms('2026-03-08T06:59:59Z'))).toBe(-5 * 3600_000);
    expect(offsetAt('America/New_York', ms('2026-03-08T07:00:00Z'))).toBe(-4 * 3600_000);
    const newYork = wallClock('America/New_York');
    expect(newYork(ms('2026-03-08T06:30:00Z')).hour).toBe(1);
    expect(newYork(ms('2026-03-08T07:30:00Z')).hour).toBe(3);
    const london = wallClock('Europe/London');
    expect(london(ms('2026-10-25T00:30:00Z')).hour).toBe(1);
    expect(london(ms('2026-10-25T01:30:00Z')).hour).toBe(1);
  });

  it('starts a day at its first wall-clock moment, whatever the offset that day', () => {
    expect(dayStartIn('America/New_York', '2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartIn('America/New_York', '2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStartIn('Australia/Sydney', '2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(dayStartIn('Australia/Sydney', '2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(dayStartIn('Asia/Tokyo', '2026-01-01').toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(dayStartIn('UTC', '2026-01-01').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('turns inclusive days into [from, to) instants; open ends stay open', () => {
    const range = rangeIn('Europe/Paris', '2026-03-29', '2026-03-29');
    expect(range.from!.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(range.to!.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(rangeIn('UTC', null, null)).toEqual({ from: null, to: null });
  });
});
