/**
 * Trending = votes decayed with a 7-day half-life. A vote cast at time t adds
 * 2^((t - EPOCH) / HALF_LIFE) to the agent's stored `trending_score`. The decayed sum at any
 * moment `now` is score * 2^(-(now - EPOCH) / HALF_LIFE): the same factor for every agent, so
 * ordering by the stored score is ordering by the decayed sum, with one $inc per vote and no
 * periodic recomputation. The weights double every 7 days and reach the double range's end
 * (2^1024) about 19.6 years after EPOCH: rebase before 2044 (see
 * docs/decisions/galleries-and-sharing.md).
 */
export const TRENDING_EPOCH_MS = Date.UTC(2025, 0, 1);
export const TRENDING_HALF_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

/** What one vote cast at `at` adds to the stored score. */
export function voteWeight(at: Date): number {
  return 2 ** ((at.getTime() - TRENDING_EPOCH_MS) / TRENDING_HALF_LIFE_MS);
}

/** The stored score as votes-equivalent at `now` (a vote cast at `now` counts 1). */
export function decayedScore(storedScore: number, now: Date): number {
  return storedScore / voteWeight(now);
}
