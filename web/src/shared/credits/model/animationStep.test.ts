import { describe, expect, it } from 'vitest';
import { animationStep } from './animationStep';
import { CREDIT_ANIMATION_MS } from './creditAnimationMs';

describe('animationStep', () => {
  it('lasts one second by default', () => {
    expect(CREDIT_ANIMATION_MS).toBe(1000);
    expect(animationStep(0, 199, 500)).toBeLessThan(199);
    expect(animationStep(0, 199, 1000)).toBe(199);
  });

  it('starts at the old value and ends exactly at the new one', () => {
    expect(animationStep(100, 199, 0, 1000)).toBe(100);
    expect(animationStep(100, 199, 1000, 1000)).toBe(199);
    expect(animationStep(100, 199, 5000, 1000)).toBe(199);
  });

  it('counts down as well as up', () => {
    const middle = animationStep(199, 99, 500, 1000);
    expect(middle).toBeLessThan(199);
    expect(middle).toBeGreaterThan(99);
    expect(animationStep(199, 99, 1000, 1000)).toBe(99);
  });

  it('moves monotonically and only in whole credits', () => {
    let previous = 0;
    for (let t = 0; t <= 1000; t += 16) {
      const value = animationStep(0, 10_000, t, 1000);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('eases out: more than half the way at half the time', () => {
    expect(animationStep(0, 1000, 500, 1000)).toBeGreaterThan(500);
  });

  it('jumps straight to the target for a zero duration or negative time', () => {
    expect(animationStep(5, 10, 0, 0)).toBe(10);
    expect(animationStep(5, 10, -20, 1000)).toBe(5);
  });
});
