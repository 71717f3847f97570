import { credits } from '@avatarium/contracts';
import type { Bus, Logger } from '@avatarium/platform';
import type { ApiKeyUsageRepository, UsageCounts } from './api-key-usage.repository.js';
import { latencyBucket } from './latency-buckets.js';

/** Distinct route / operation labels one gateway keeps per key and day; later ones are "(other)". */
export const MAX_LABELS_PER_DAY = 100;
export const OTHER_LABEL = '(other)';
const FLUSH_EVERY_MS = 1_000;
/** One gateway counts each attributed debit (the event reaches one member of the group). */
const CREDITS_QUEUE = 'gateway-api-key-usage';

export interface KeyRequest {
  keyId: string;
  /** `GET /api/agents/:id` or `query MyAgents`. */
  label: string;
  failed: boolean;
  /** Null for operations on a socket, which have no response time of their own. */
  latencyMs: number | null;
  at?: number;
}

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const emptyCounts = (): UsageCounts => ({ requests: 0, errors: 0, credits: 0, routes: new Map(), latency: [] });

/**
 * Usage per API key and UTC day (issue 29). The bearer path only adds to counters in memory;
 * every second they go to the database as one `$inc` per key and day, so a request costs a few
 * map operations and no write. A failed flush keeps its counts for the next one.
 */
export class ApiKeyUsageRecorder {
  private pending = new Map<string, { keyId: string; day: string; counts: UsageCounts }>();
  private readonly labels = new Map<string, Set<string>>();
  private timer: NodeJS.Timeout | undefined;
  private stopCredits: (() => void) | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    readonly repository: ApiKeyUsageRepository,
    private readonly bus: Bus,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
    this.stopCredits = this.bus.subscribe(
      credits.balanceChanged,
      (event) => {
        if (event.apiKeyId && event.delta < 0) this.addCredits(event.apiKeyId, -event.delta, Date.parse(event.at));
      },
      { queue: CREDITS_QUEUE },
    );
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopCredits?.();
    await this.flush();
  }

  record(request: KeyRequest): void {
    const entry = this.entryOf(request.keyId, request.at ?? Date.now());
    const label = this.boundedLabel(request.keyId, entry.day, request.label);
    const counts = entry.counts;
    counts.requests += 1;
    const route = counts.routes.get(label) ?? { requests: 0, errors: 0 };
    route.requests += 1;
    if (request.failed) {
      counts.errors += 1;
      route.errors += 1;
    }
    counts.routes.set(label, route);
    if (request.latencyMs !== null) {
      const bucket = latencyBucket(request.latencyMs);
      counts.latency[bucket] = (counts.latency[bucket] ?? 0) + 1;
    }
  }

  addCredits(keyId: string, amount: number, at = Date.now()): void {
    this.entryOf(keyId, Number.isFinite(at) ? at : Date.now()).counts.credits += amount;
  }

  /** Writes what was counted so far (one flush at a time). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.repository.add(batch);
    } catch (error) {
      this.logger.warn('API key usage not written; kept for the next flush', { error });
      for (const { keyId, day, counts } of batch) this.merge(keyId, day, counts);
    }
  }

  private entryOf(keyId: string, at: number) {
    const day = dayOf(at);
    const id = `${keyId}:${day}`;
    let entry = this.pending.get(id);
    if (!entry) {
      entry = { keyId, day, counts: emptyCounts() };
      this.pending.set(id, entry);
    }
    return entry;
  }

  private boundedLabel(keyId: string, day: string, label: string): string {
    const id = `${keyId}:${day}`;
    let seen = this.labels.get(id);
    if (!seen) {
      if (this.labels.size >= 10_000) this.labels.clear(); // yesterday's sets go with it
      seen = new Set();
      this.labels.set(id, seen);
    }
    if (seen.has(label)) return label;
    if (seen.size >= MAX_LABELS_PER_DAY) return OTHER_LABEL;
    seen.add(label);
    return label;
  }

  private merge(keyId: string, day: string, counts: UsageCounts): void {
    const into = this.entryOf(keyId, Date.parse(`${day}T12:00:00Z`)).counts;
    into.requests += counts.requests;
    into.errors += counts.errors;
    into.credits += counts.credits;
    for (const [label, route] of counts.routes) {
      const target = into.routes.get(label) ?? { requests: 0, errors: 0 };
      target.requests += route.requests;
      target.errors += route.errors;
      into.routes.set(label, target);
    }
    counts.latency.forEach((count, bucket) => {
      into.latency[bucket] = (into.latency[bucket] ?? 0) + count;
    });
  }
}
