/**
 * Values kept for a while in this process, each of one version of what they were read from
 * (the community gallery: the catalog's pages and counts, the gateway's rendered pages). The
 * version is asked for before each lookup (`get`), or given by a caller that asked once for
 * several lookups (`getAt`): a writer bumps it before its reply, so no reader serves a value
 * from before a write whose reply is out, in any process. `ttlMs` bounds the age anyway (a
 * writer that stopped between its write and its bump, signed URLs inside a value). Concurrent
 * misses for one key share one load.
 */
export class VersionedCache {
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
    return this.getAt(await this.currentVersion(), key, load);
  }

  /** The value of `key` at `version`, which the caller read from `currentVersion` just before. */
  getAt<T>(version: number, key: string, load: () => Promise<T>): Promise<T> {
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
