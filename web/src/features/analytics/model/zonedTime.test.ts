import { describe, expect, it } from 'vitest';
import { dayInZone, hourInZone, timeInZone, weekdayInZone } from './zonedTime';

describe('zoned time (every date and hour in the chosen zone)', () => {
  it('puts a chat at 23:30 in New York on the next Sydney day', () => {
    // 23:30 EST on Tuesday 2026-01-13 is 04:30 UTC on the 14th and 15:30 AEDT on the 14th.
    const iso = '2026-01-14T04:30:00.000Z';
    expect(dayInZone(iso, 'America/New_York')).toBe('2026-01-13');
    expect(hourInZone(iso, 'America/New_York')).toBe(23);
    expect(dayInZone(iso, 'Australia/Sydney')).toBe('2026-01-14');
    expect(hourInZone(iso, 'Australia/Sydney')).toBe(15);
    expect(weekdayInZone(iso, 'America/New_York')).toBe(1);
    expect(weekdayInZone(iso, 'Australia/Sydney')).toBe(2);
  });

  it('follows daylight saving time: the same UTC hour is an hour apart across the switch', () => {
    // New York: EST (UTC-5) before 2026-03-08 07:00 UTC, EDT (UTC-4) after.
    expect(hourInZone('2026-03-07T15:00:00Z', 'America/New_York')).toBe(10);
    expect(hourInZone('2026-03-09T15:00:00Z', 'America/New_York')).toBe(11);
    // Sydney leaves daylight time on 2026-04-05 (UTC+11 to UTC+10).
    expect(hourInZone('2026-04-03T02:00:00Z', 'Australia/Sydney')).toBe(13);
    expect(hourInZone('2026-04-06T02:00:00Z', 'Australia/Sydney')).toBe(12);
    // The day starts at the zone's midnight, not UTC's.
    expect(dayInZone('2026-07-01T03:59:00Z', 'America/New_York')).toBe('2026-06-30');
    expect(dayInZone('2026-07-01T04:00:00Z', 'America/New_York')).toBe('2026-07-01');
  });

  it('reads the weekday Monday first and the time in en-US', () => {
    expect(weekdayInZone('2026-11-23T12:00:00Z', 'UTC')).toBe(0);
    expect(weekdayInZone('2026-11-29T12:00:00Z', 'UTC')).toBe(6);
    expect(timeInZone('2026-11-23T14:05:00Z', 'UTC')).toBe('2:05 PM');
    expect(timeInZone('2026-11-23T14:05:00Z', 'Asia/Tokyo')).toBe('11:05 PM');
  });
});
