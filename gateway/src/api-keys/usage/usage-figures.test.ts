import { describe, expect, it } from 'vitest';
import { LATENCY_BOUNDS_MS, latencyBucket, latencyQuantiles } from './latency-buckets.js';
import { fieldOfLabel, labelOfField } from './usage-label.js';

describe('the usage document’s latency histogram', () => {
  it('puts a duration in the first bucket it fits, slower ones in the last', () => {
    expect(latencyBucket(0.2)).toBe(0);
    expect(latencyBucket(1)).toBe(0);
    expect(latencyBucket(1.01)).toBe(1);
    expect(latencyBucket(60_000)).toBe(LATENCY_BOUNDS_MS.length);
  });

  it('reads p50 and p95 back within their buckets', () => {
    const counts: number[] = [];
    for (const ms of [...Array(90).fill(4), ...Array(10).fill(180)]) {
      const bucket = latencyBucket(ms);
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    const { p50Ms, p95Ms } = latencyQuantiles(counts);
    expect(p50Ms).toBeGreaterThan(3);
    expect(p50Ms).toBeLessThanOrEqual(5);
    expect(p95Ms).toBeGreaterThan(150);
    expect(p95Ms).toBeLessThanOrEqual(200);
    expect(latencyQuantiles([])).toEqual({ p50Ms: null, p95Ms: null });
  });
});

describe('route labels as field names', () => {
  it('escapes what a field name may not hold and reads it back exactly', () => {
    for (const label of ['GET /api/agents/:id', 'query v1.list', '$where', '100% sure', 'a.b$c%2E']) {
      const field = fieldOfLabel(label);
      expect(field).not.toMatch(/[.$]/);
      expect(labelOfField(field)).toBe(label);
    }
  });
});
