/**
 * Community pages and category counts, kept for a while in this catalog process: the gallery
 * is read by every visitor and changes far less often, and each read scans the public agents
 * (the embedded database has no query planner). Any change to a public agent clears the
 * whole cache, on every catalog replica (they all hear the community events), so a reader
 * never sees a page older than the last change it could know about; `ttlMs` bounds the age
 * in any case. Concurrent misses for one key share one load.
 */
export class CommunityCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found && this.now() - found.at < this.ttlMs) return found.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    // A failed load is not kept: the next reader tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
