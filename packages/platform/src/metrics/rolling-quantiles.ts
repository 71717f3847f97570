import type { ops } from '@avatarium/contracts';
import type { Histogram } from 'prom-client';
import { metricsRegistry } from './registry.js';

/** Which histograms the operator page summarises, and the label each is split by (null: one line). */
export const SUMMARISED: Record<string, string | null> = {
  avatarium_http_request_duration_seconds: null,
  avatarium_graphql_operation_duration_seconds: null,
  avatarium_nats_handled_duration_seconds: null,
  avatarium_generation_step_duration_seconds: 'step',
  avatarium_conversation_turn_stage_seconds: 'stage',
};

/** Cumulative bucket counts of one histogram group at one moment: upper bound → count. */
type Buckets = Map<number, number>;
type Snapshot = { at: number; groups: Map<string, Buckets> };

const key = (metric: string, group: string | null) => `${metric}\u0000${group ?? ''}`;

async function snapshotNow(at: number): Promise<Snapshot> {
  const groups = new Map<string, Buckets>();
  for (const [metric, label] of Object.entries(SUMMARISED)) {
    const histogram = metricsRegistry.getSingleMetric(metric) as Histogram | undefined;
    if (!histogram) continue;
    const { values } = await histogram.get();
    for (const value of values) {
      if (!value.metricName?.endsWith('_bucket')) continue;
      const bound = value.labels.le === '+Inf' ? Infinity : Number(value.labels.le);
      const group = label ? String(value.labels[label] ?? '') : null;
      const buckets = groups.get(key(metric, group)) ?? new Map<number, number>();
      buckets.set(bound, (buckets.get(bound) ?? 0) + value.value);
      groups.set(key(metric, group), buckets);
    }
  }
  return { at, groups };
}

/** The q-quantile of a bucketed distribution, interpolated inside its bucket (as Prometheus does). */
export function quantileOf(buckets: Buckets, q: number): number | null {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const total = buckets.get(Infinity) ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const bound of bounds) {
    const count = buckets.get(bound)!;
    if (count >= rank) {
      if (bound === Infinity) return lower;
      const inBucket = count - below;
      return inBucket > 0 ? lower + (bound - lower) * ((rank - below) / inBucket) : bound;
    }
    lower = bound;
    below = count;
  }
  return lower;
}

/**
 * The last hour of the summarised histograms: a snapshot a minute, and the difference between
 * now and the newest snapshot at least an hour old gives the hour's distribution (counts since
 * start would blur it). Until the process has a snapshot that old, everything it saw counts.
 */
export class RollingQuantiles {
  private readonly snapshots: Snapshot[] = [];

  constructor(private readonly windowMs = 3_600_000) {}

  async tick(at = Date.now()): Promise<void> {
    this.snapshots.push(await snapshotNow(at));
    while (this.snapshots.length > 1 && this.snapshots[1]!.at <= at - this.windowMs) this.snapshots.shift();
  }

  async summary(at = Date.now()): Promise<ops.LatencySummary[]> {
    const now = await snapshotNow(at);
    const oldest = this.snapshots[0];
    const base = oldest && oldest.at <= at - this.windowMs ? oldest : undefined;
    const out: ops.LatencySummary[] = [];
    for (const [groupKey, buckets] of now.groups) {
      const [metric, group] = groupKey.split('\u0000') as [string, string];
      const before = base?.groups.get(groupKey);
      const window = new Map([...buckets].map(([bound, count]) => [bound, count - (before?.get(bound) ?? 0)]));
      const count = window.get(Infinity) ?? 0;
      if (count <= 0) continue;
      out.push({
        metric,
        group: SUMMARISED[metric] ? group : null,
        count,
        p50Seconds: quantileOf(window, 0.5),
        p95Seconds: quantileOf(window, 0.95),
      });
    }
    return out.sort((a, b) => a.metric.localeCompare(b.metric) || (a.group ?? '').localeCompare(b.group ?? ''));
  }
}
