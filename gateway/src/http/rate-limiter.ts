import { AppError } from '@avatarium/platform';

/**
 * Fixed-window counter per key, in memory. Each gateway counts on its own: with N gateways
 * a client gets at most N times the limit, which still stops brute force.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Throws RATE_LIMITED once the key has used up its window. */
  consume(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      if (this.windows.size > 50_000) this.prune(now);
      return;
    }
    window.count += 1;
    if (window.count > this.limit) {
      throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
    }
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
