import { quantileOf } from '@avatarium/platform';

/**
 * Upper bounds (ms) of the latency histogram kept per key and day; one more bucket holds
 * everything slower. Counts per bucket add up across gateways and flushes with `$inc`, which a
 * stored quantile could not; p50/p95 are read back interpolated inside their bucket.
 */
export const LATENCY_BOUNDS_MS = [
  1, 2, 3, 5, 7.5, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000,
] as const;

/** The bucket a duration falls in (0 … LATENCY_BOUNDS_MS.length). */
export function latencyBucket(ms: number): number {
  const index = LATENCY_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? LATENCY_BOUNDS_MS.length : index;
}

/** Adds bucket counts (stored as `{ "<index>": count }`) into `into`. */
export function addBuckets(into: number[], counts: Record<string, number> | undefined): void {
  for (const [index, count] of Object.entries(counts ?? {})) {
    const at = Number(index);
    if (Number.isInteger(at) && at >= 0 && at <= LATENCY_BOUNDS_MS.length) into[at] = (into[at] ?? 0) + count;
  }
}

/** p50 and p95 in ms (one decimal) of per-bucket counts, null without any timed request. */
export function latencyQuantiles(counts: readonly number[]): { p50Ms: number | null; p95Ms: number | null } {
  const cumulative = new Map<number, number>();
  let total = 0;
  for (let index = 0; index <= LATENCY_BOUNDS_MS.length; index++) {
    total += counts[index] ?? 0;
    cumulative.set(LATENCY_BOUNDS_MS[index] ?? Infinity, total);
  }
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return { p50Ms: round(quantileOf(cumulative, 0.5)), p95Ms: round(quantileOf(cumulative, 0.95)) };
}
