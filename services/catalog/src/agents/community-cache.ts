/**
 * Community pages and category counts, kept for a while in this catalog process: the gallery
 * is read by every visitor and changes far less often, and each read scans the public agents
 * (the embedded database has no query planner). Entries are keyed by the community version
 * (community-version.repository.ts), read from the database before each lookup: a write bumps
 * it before its reply, so no replica serves a page from before a write whose reply is out,
 * whatever became of the change events. `ttlMs` bounds the age anyway (a writer that stopped
 * between its write and its bump). Concurrent misses for one key share one load.
 */
export class CommunityCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  /** The newest version seen; every entry is of it. */
  private version = -Infinity;

  constructor(
    private readonly currentVersion: () => Promise<number>,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    // Took its version before a newer one was seen here: it may load, but not keep or serve entries.
    if (version < this.version) return load();
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
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

  get size(): number {
    return this.entries.size;
  }
}
