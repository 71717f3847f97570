/**
 * The latest value of each key (a user's balance) while anyone on this gateway subscribes to
 * it: seeded by one read and moved forward by every event after it, the highest version
 * winning. A subscriber that starts listening before it asks (as authorizedStream does) may
 * take it as its snapshot without a read of its own: the entry has listened since before its
 * read began, so every change that reached this gateway since is in it, and every later one
 * reaches the subscriber too. 10,000 sockets of one user connecting cost one read, not one per
 * event-loop turn. The entry (and its listener) goes when the last holder lets go.
 */
export class LiveValues<T extends { version: number }> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    /** Registers for the key's changes; returns the unregister function. */
    private readonly listen: (key: string, push: (value: T) => void) => () => void,
    private readonly read: (key: string) => Promise<T>,
  ) {}

  /** Keeps the key's value up to date until the returned function is called (once). */
  hold(key: string): () => void {
    let entry = this.entries.get(key);
    if (!entry) {
      const created: Entry<T> = { holders: 0, value: null, reading: null, stop: () => undefined };
      created.stop = this.listen(key, (value) => void (created.value = newer(created.value, value)));
      this.entries.set(key, (entry = created));
    }
    entry.holders += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      if (--entry.holders > 0) return;
      entry.stop();
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
  }

  /** The key's value now; only between hold() and its release. */
  current(key: string): Promise<T> {
    const entry = this.entries.get(key);
    if (!entry) return this.read(key);
    if (entry.value) return Promise.resolve(entry.value);
    // Joining a read already under way is safe here: its answer is merged with the events the
    // entry saw meanwhile, so a change made after the read looked is not lost.
    entry.reading ??= this.read(key).then(
      (value) => {
        entry.reading = null;
        return (entry.value = newer(entry.value, value))!;
      },
      (error: unknown) => {
        entry.reading = null;
        throw error;
      },
    );
    return entry.reading;
  }
}

interface Entry<T> {
  holders: number;
  value: T | null;
  reading: Promise<T> | null;
  stop: () => void;
}

function newer<T extends { version: number }>(known: T | null, value: T): T {
  return known && known.version >= value.version ? known : value;
}
