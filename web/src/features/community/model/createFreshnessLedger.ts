/** When each list was last fetched, to decide whether a cached one may be reused. */
export interface FreshnessLedger {
  isFresh: (key: string, now: number) => boolean;
  markFetched: (key: string, now: number) => void;
  /** Forget one list (it failed) or all of them (something changed that they may not show). */
  forget: (key?: string) => void;
  /** Forget every list but this one (the change was applied to it here). */
  forgetAllExcept: (key: string) => void;
}

/**
 * Spec 000 "Community agent list": a cached list is reused for `maxAgeMs` if the filters are
 * unchanged and no forced refresh is asked for; otherwise it is fetched again.
 */
export function createFreshnessLedger(maxAgeMs: number): FreshnessLedger {
  const fetchedAt = new Map<string, number>();
  return {
    isFresh: (key, now) => {
      const at = fetchedAt.get(key);
      return at !== undefined && now - at < maxAgeMs && now >= at;
    },
    markFetched: (key, now) => {
      fetchedAt.set(key, now);
    },
    forget: (key) => {
      if (key === undefined) fetchedAt.clear();
      else fetchedAt.delete(key);
    },
    forgetAllExcept: (key) => {
      for (const other of [...fetchedAt.keys()]) if (other !== key) fetchedAt.delete(other);
    },
  };
}
