import { describe, expect, it } from 'vitest';
import { formatDuration, secondsBetween } from './formatDuration';

describe('conversation duration (spec 003 section 5)', () => {
  it('is Ns under a minute, otherwise Nm Ns', () => {
    expect(formatDuration(0.4)).toBe('0s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(59.9)).toBe('59s');
    expect(formatDuration(60)).toBe('1m 0s');
    expect(formatDuration(125)).toBe('2m 5s');
    expect(formatDuration(3725)).toBe('62m 5s');
  });

  it('is shown only when the end is after the start and both are valid', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toBeNull();
    expect(secondsBetween('2026-11-26T10:00:00Z', '2026-11-26T10:01:30Z')).toBe(90);
    expect(secondsBetween('2026-11-26T10:00:00Z', '2026-11-26T10:00:00Z')).toBeNull();
    expect(secondsBetween('2026-11-26T10:00:00Z', '2026-11-26T09:00:00Z')).toBeNull();
    expect(secondsBetween('not a date', '2026-11-26T09:00:00Z')).toBeNull();
  });
});
