import { describe, expect, it } from 'vitest';
import { communityCacheKey } from './communityCacheKey';
import { COMMUNITY_CACHE_MS } from './communityCacheMs';
import { communityVariables } from './communityVariables';
import { createFreshnessLedger } from './createFreshnessLedger';
import { DEFAULT_COMMUNITY_FILTERS } from './defaultCommunityFilters';

describe('the community list cache (5 minutes)', () => {
  const key = communityCacheKey(communityVariables(DEFAULT_COMMUNITY_FILTERS));

  it('reuses a list for 300,000 ms, then fetches again', () => {
    expect(COMMUNITY_CACHE_MS).toBe(300_000);
    const ledger = createFreshnessLedger(COMMUNITY_CACHE_MS);
    expect(ledger.isFresh(key, 1_000)).toBe(false);
    ledger.markFetched(key, 1_000);
    expect(ledger.isFresh(key, 1_000)).toBe(true);
    expect(ledger.isFresh(key, 1_000 + 299_999)).toBe(true);
    expect(ledger.isFresh(key, 1_000 + 300_000)).toBe(false);
  });

  it('does not reuse a list fetched for other filters', () => {
    const ledger = createFreshnessLedger(COMMUNITY_CACHE_MS);
    ledger.markFetched(key, 0);
    const fiction = communityCacheKey(communityVariables({ ...DEFAULT_COMMUNITY_FILTERS, category: 'Fiction' }));
    const trending = communityCacheKey(communityVariables({ ...DEFAULT_COMMUNITY_FILTERS, sortBy: 'trending' }));
    const searched = communityCacheKey(communityVariables({ ...DEFAULT_COMMUNITY_FILTERS, search: 'fox' }));
    for (const other of [fiction, trending, searched]) expect(ledger.isFresh(other, 10)).toBe(false);
  });

  it('treats the same search with spaces around it as unchanged filters', () => {
    const ledger = createFreshnessLedger(COMMUNITY_CACHE_MS);
    ledger.markFetched(communityCacheKey(communityVariables({ ...DEFAULT_COMMUNITY_FILTERS, search: 'fox' })), 0);
    const spaced = communityCacheKey(communityVariables({ ...DEFAULT_COMMUNITY_FILTERS, search: '  fox ' }));
    expect(ledger.isFresh(spaced, 10)).toBe(true);
  });

  it('forgets a failed list, or every list', () => {
    const ledger = createFreshnessLedger(COMMUNITY_CACHE_MS);
    ledger.markFetched('a', 0);
    ledger.markFetched('b', 0);
    ledger.forget('a');
    expect([ledger.isFresh('a', 1), ledger.isFresh('b', 1)]).toEqual([false, true]);
    ledger.forget();
    expect(ledger.isFresh('b', 1)).toBe(false);
  });

  it('forgets the other lists when a change was applied to the shown one', () => {
    const ledger = createFreshnessLedger(COMMUNITY_CACHE_MS);
    ledger.markFetched('shown', 0);
    ledger.markFetched('other', 0);
    ledger.forgetAllExcept('shown');
    expect([ledger.isFresh('shown', 1), ledger.isFresh('other', 1)]).toEqual([true, false]);
  });

  it('does not trust a stamp from the future (clock changed)', () => {
    const ledger = createFreshnessLedger(COMMUNITY_CACHE_MS);
    ledger.markFetched(key, 10_000);
    expect(ledger.isFresh(key, 5_000)).toBe(false);
  });
});

describe('communityVariables', () => {
  it('omits category for All, sortBy for popularity and an empty search', () => {
    expect(communityVariables(DEFAULT_COMMUNITY_FILTERS)).toEqual({ limit: 60 });
  });

  it('sends a category, trending and the trimmed search', () => {
    expect(communityVariables({ category: 'Animals', sortBy: 'trending', search: '  red fox ' })).toEqual({
      limit: 60,
      category: 'Animals',
      sortBy: 'trending',
      search: 'red fox',
    });
  });
});
