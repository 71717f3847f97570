import { describe, expect, it } from 'vitest';
import { errorRate, formatLatency, shortDay } from './usageFigures';

describe('usage figures', () => {
  it('names UTC days by month and date', () => {
    expect(shortDay('2026-11-26')).toBe('Nov 26');
    expect(shortDay('2027-01-01')).toBe('Jan 1');
  });

  it('formats latency in ms or s, and a dash when nothing was timed', () => {
    expect(formatLatency(0.84)).toBe('0.8 ms');
    expect(formatLatency(12.4)).toBe('12 ms');
    expect(formatLatency(1430)).toBe('1.4 s');
    expect(formatLatency(null)).toBe('–');
  });

  it('gives the error rate of requests', () => {
    expect(errorRate(0, 0)).toBe('–');
    expect(errorRate(8, 0)).toBe('0%');
    expect(errorRate(40, 1)).toBe('2.5%');
    expect(errorRate(8, 3)).toBe('38%');
  });
});
