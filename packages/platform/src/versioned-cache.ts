interface Entry {
  at: number;
  value: Promise<unknown>;
  /** Loaded (not failed): only such an entry is served past the ttl. */
  loaded?: boolean;
  reloading?: boolean;
}

/**
 * Values kept for a while in this process, each of one version of what they were read from
 * (the community gallery: the catalog's pages and counts, the gateway's rendered pages). The
 * version is asked for before each lookup (`get`), or given by a caller that asked once for
 * several lookups (`getAt`): a writer bumps it before its reply, so no reader serves a value
 * from before a write whose reply is out, in any process. `ttlMs` bounds the age anyway (a
 * writer that stopped between its write and its bump, signed URLs inside a value): an entry past
 * it, of the current version, is served on until twice that age while one reload replaces it,
 * so the entries made together do not all miss together (a stampede on the source). Concurrent
 * misses for one key share one load.
 */
export class VersionedCache {
  private readonly entries = new Map<string, Entry>();
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
    const age = found ? this.now() - found.at : Infinity;
    if (found && age < this.ttlMs) return found.value as Promise<T>;
    if (found?.loaded && age < 2 * this.ttlMs) {
      if (!found.reloading) this.reload(key, found, load);
      return found.value as Promise<T>;
    }
    return this.keep(key, load());
  }

  /** One load in the background; its value replaces `entry` unless the version moved meanwhile (cleared). */
  private reload(key: string, entry: Entry, load: () => Promise<unknown>): void {
    entry.reloading = true;
    const value = load();
    value.then(
      () => {
        if (this.entries.get(key) === entry) this.keep(key, value);
      },
      () => (entry.reloading = false),
    );
  }

  private keep<T>(key: string, value: Promise<T>): Promise<T> {
    const entry: Entry = { at: this.now(), value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      () => (entry.loaded = true),
      // A failed load is not kept: the next reader tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
