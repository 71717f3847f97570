/**
 * The counted part of recent summaries (everything read from the buckets), each kept with the
 * agent's analytics version it was counted after. A summary is served again only while the
 * version is the same: every change of the agent's buckets bumps it once it has landed (see
 * AnalyticsBucketRepository.version), so a message stored before a request is in its answer.
 * `maxAgeMs` bounds the age anyway (a bump that failed after its change).
 */
export class SummaryCache<T> {
  private readonly entries = new Map<string, { version: number; at: number; value: T }>();

  constructor(
    private readonly maxAgeMs = 60_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value kept for `key` at exactly `version`, else what `count` gives (kept when nothing newer is). */
  async get(key: string, version: number, count: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found && found.version === version && this.now() - found.at < this.maxAgeMs) return found.value;
    const value = await count();
    const current = this.entries.get(key);
    // A slower request counted after an older version read must not replace a newer entry.
    if (!current || current.version <= version) {
      this.entries.delete(key);
      this.entries.set(key, { version, at: this.now(), value });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }
}
