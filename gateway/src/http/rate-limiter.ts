import { AppError } from '@avatarium/platform';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

/** Seconds until a RATE_LIMITED error's window reopens (for Retry-After), if it says. */
export function retryAfterOf(error: AppError): number | undefined {
  if (error.code !== 'RATE_LIMITED') return undefined;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/**
 * Fixed-window counter per key, in memory. Each gateway counts on its own: with N gateways
 * a client gets at most N times the limit, which still stops brute force. Callers keep
 * buckets apart by key prefix (`signin:<ip>`, `signup:<ip>`, `signin-account:<email>`).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Throws RATE_LIMITED, with the seconds to wait, once the key has used up its window. */
  consume(key: string, limit = this.limit, now = Date.now()): void {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      if (this.windows.size > 50_000) this.prune(now);
      return;
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
      throw new AppError('RATE_LIMITED', TOO_MANY, { retryAfterSeconds });
    }
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
