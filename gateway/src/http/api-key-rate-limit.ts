/** One key's window as the RateLimit-* headers tell it. */
export interface RateWindow {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

/**
 * Requests per key per minute, a fixed window in memory (per gateway, as the sign-in limiter):
 * unlike RateLimiter it answers how much is left, for the RateLimit-* headers. The limit comes
 * with each call (it follows the owner's plan, see api-key-rate-limits.ts).
 */
export class ApiKeyRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly windowMs = 60_000) {}

  take(keyId: string, limit: number, now = Date.now()): RateWindow {
    let window = this.windows.get(keyId);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(keyId, window);
      if (this.windows.size > 50_000) this.prune(now);
    }
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    return {
      allowed: window.count <= limit,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetSeconds,
    };
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
