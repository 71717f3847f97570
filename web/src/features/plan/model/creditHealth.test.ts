import { describe, expect, it } from 'vitest';
import { creditHealth } from './creditHealth';

describe('creditHealth', () => {
  it('is low under 50 credits', () => {
    expect(creditHealth(49, 199)).toBe('low');
    expect(creditHealth(0, 10_000)).toBe('low');
  });

  it('is medium when more than half of the plan credits are used', () => {
    expect(creditHealth(99, 199)).toBe('medium');
    expect(creditHealth(50, 199)).toBe('medium');
  });

  it('is healthy otherwise', () => {
    expect(creditHealth(199, 199)).toBe('healthy');
    expect(creditHealth(100, 199)).toBe('healthy');
    expect(creditHealth(2000, 1800)).toBe('healthy');
  });

  it('is healthy on unlimited plans', () => {
    expect(creditHealth(0, null)).toBe('healthy');
  });
});
