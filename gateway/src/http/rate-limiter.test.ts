import { AppError } from '@avatarium/platform';
import { describe, expect, it } from 'vitest';
import { RateLimiter, retryAfterOf } from './rate-limiter.js';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('not refused');
};

describe('RateLimiter', () => {
  it('refuses beyond the limit with the seconds left in the window', () => {
    const limiter = new RateLimiter(2, 60_000);
    limiter.consume('k', undefined, 0);
    limiter.consume('k', undefined, 1_000);
    const error = refusal(() => limiter.consume('k', undefined, 20_500));
    expect(error.code).toBe('RATE_LIMITED');
    expect(retryAfterOf(error)).toBe(40);
    limiter.consume('k', undefined, 60_000); // a new window
  });

  it('keeps keys apart and takes a per-call limit', () => {
    const limiter = new RateLimiter(1);
    limiter.consume('signin:a', undefined, 0);
    limiter.consume('signup:a', undefined, 0);
    limiter.consume('account:x', 3, 0);
    limiter.consume('account:x', 3, 0);
    limiter.consume('account:x', 3, 0);
    expect(retryAfterOf(refusal(() => limiter.consume('account:x', 3, 59_999)))).toBe(1);
    expect(retryAfterOf(new AppError('NOT_FOUND', 'x', { retryAfterSeconds: 3 }))).toBeUndefined();
  });
});
