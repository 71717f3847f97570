import { describe, expect, it } from 'vitest';
import { decayedScore, TRENDING_EPOCH_MS, TRENDING_HALF_LIFE_MS, voteWeight } from './trending-score.js';

describe('trending score', () => {
  it('weighs a vote by 2^(age in half-lives), so the stored order is the decayed order at any time', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const weekAgo = new Date(now.getTime() - TRENDING_HALF_LIFE_MS);
    expect(voteWeight(new Date(TRENDING_EPOCH_MS))).toBe(1);
    expect(decayedScore(voteWeight(now), now)).toBeCloseTo(1, 12);
    expect(decayedScore(voteWeight(weekAgo), now)).toBeCloseTo(0.5, 12);
  });

  it('stays finite until about 2044 (rebase before then)', () => {
    expect(Number.isFinite(voteWeight(new Date('2044-01-01T00:00:00Z')))).toBe(true);
    expect(Number.isFinite(voteWeight(new Date('2045-01-01T00:00:00Z')))).toBe(false);
  });
});
