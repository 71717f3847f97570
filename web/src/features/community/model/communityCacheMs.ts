/** Spec 000 section 9: a community list is reused for 5 minutes (300,000 ms). */
export const COMMUNITY_CACHE_MS = 300_000;
