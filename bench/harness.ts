import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/results is gitignored: runs accumulate there for comparison without polluting the tree. */
export const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

/** Nearest-rank percentile of already sorted values (p in 0..100); NaN when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Sorts in place (callers hand over arrays they no longer need) and reads the usual points. */
export function summarize(values: Float64Array | number[]): LatencySummary {
  const sorted = values instanceof Float64Array ? values.sort() : Float64Array.from(values).sort();
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}

/** One figure beside the baseline measured in the same run. */
export interface Measurement {
  name: string;
  unit: string;
  figure: number;
  baseline: number;
  /** Tells the reader whether a ratio above 1 is worse (latency) or better (throughput); ratio is always figure / baseline. */
  lowerIsBetter: boolean;
}

/** Wall-clock milliseconds with sub-millisecond fractions, comparable between processes on one machine. */
export function wallClockMs(): number {
  return performance.timeOrigin + performance.now();
}

function format(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** Collects measurements, prints them as an aligned table and keeps them as JSON. */
export class Report {
  readonly measurements: Measurement[] = [];
  readonly notes: string[] = [];

  /** Other work on the machine skews figure and baseline unevenly: keep the load beside them. */
  private readonly loadAtStart = os.loadavg()[0]!;

  constructor(readonly bench: string) {
    if (this.loadAtStart > 1)
      this.note(
        `load average ${this.loadAtStart.toFixed(1)} on ${os.availableParallelism()} cores before the start: other work is running, figures will be noisy`,
      );
  }

  add(measurement: Measurement): void {
    this.measurements.push(measurement);
  }

  note(text: string): void {
    this.notes.push(text);
    console.log(`note: ${text}`);
  }

  print(): void {
    const header = ['name', 'figure', 'baseline', 'ratio'];
    const rows = this.measurements.map((m) => [
      m.name,
      `${format(m.figure)} ${m.unit}`,
      `${format(m.baseline)} ${m.unit}`,
      `${format(m.figure / m.baseline)}x`,
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: string[]) =>
      cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ');
    console.log(`\n${this.bench}`);
    console.log(line(header));
    console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
    for (const row of rows) console.log(line(row));
    console.log(
      `load average ${this.loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end (${os.availableParallelism()} cores)`,
    );
  }

  /** Writes bench/results/<bench>-<timestamp>.json and returns its path. */
  async save(extra: Record<string, unknown> = {}): Promise<string> {
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `${this.bench}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const measurements = this.measurements.map((m) => ({ ...m, ratio: m.figure / m.baseline }));
    await writeFile(
      file,
      JSON.stringify(
        {
          bench: this.bench,
          at: new Date().toISOString(),
          node: process.version,
          cores: os.availableParallelism(),
          load: { start: this.loadAtStart, end: os.loadavg()[0] },
          measurements,
          notes: this.notes,
          ...extra,
        },
        null,
        2,
      ) + '\n',
    );
    return file;
  }
}
