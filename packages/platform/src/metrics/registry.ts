import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in Prometheus text exposition. One registry per process (per module
 * graph: test files that boot several services in one process share it), never prom-client's
 * global one, so a re-evaluated module cannot trip "already registered".
 *
 * Label values must be bounded: route patterns, subjects, step names, never user or agent ids.
 */
export const metricsRegistry = new Registry();

/** Latency buckets in seconds, from a fast NATS hop (1 ms) to a slow generation step (2 min). */
export const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

type Labels<L extends string> = readonly L[];

/** The counter of that name, made on first use (the same object for every caller). */
export function counter<L extends string>(name: string, help: string, labelNames: Labels<L>): Counter<L> {
  return (
    (metricsRegistry.getSingleMetric(name) as Counter<L> | undefined) ??
    new Counter({ name, help, labelNames, registers: [metricsRegistry] })
  );
}

export function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: Labels<L>,
  buckets: number[] = LATENCY_BUCKETS,
): Histogram<L> {
  return (
    (metricsRegistry.getSingleMetric(name) as Histogram<L> | undefined) ??
    new Histogram({ name, help, labelNames, buckets, registers: [metricsRegistry] })
  );
}

/** A gauge; `collect` (run at each scrape) may set it from the live state. */
export function gauge<L extends string>(
  name: string,
  help: string,
  labelNames: Labels<L>,
  collect?: (this: Gauge<L>) => void | Promise<void>,
): Gauge<L> {
  return (
    (metricsRegistry.getSingleMetric(name) as Gauge<L> | undefined) ??
    new Gauge({ name, help, labelNames, registers: [metricsRegistry], ...(collect ? { collect } : {}) })
  );
}

let processMetricsOn = false;

/** Memory, CPU, event-loop lag, GC and handles: started once, by whoever serves /metrics first. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** Seconds since `startedAt` (from `performance.now()`), for histograms. */
export const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;
