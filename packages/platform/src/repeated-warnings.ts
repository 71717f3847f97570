/**
 * Warnings that repeat for the same reason (a service that is down fails every request to it)
 * are logged once, then at most once a window with how many were left out, so a missing service
 * does not fill the log with one line per request.
 */
export class RepeatedWarnings {
  private readonly last = new Map<string, { at: number; skipped: number }>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    /** At most this many reasons are remembered (the oldest is forgotten first). */
    private readonly maxKeys = 1_000,
  ) {}

  /** Whether to log this one now; `skipped` is how many of the same were not logged since the last. */
  take(key: string): { log: boolean; skipped: number } {
    const now = this.now();
    const seen = this.last.get(key);
    if (seen && now - seen.at < this.windowMs) {
      seen.skipped += 1;
      return { log: false, skipped: 0 };
    }
    this.last.delete(key);
    if (this.last.size >= this.maxKeys) this.last.delete(this.last.keys().next().value!);
    this.last.set(key, { at: now, skipped: 0 });
    return { log: true, skipped: seen?.skipped ?? 0 };
  }
}
