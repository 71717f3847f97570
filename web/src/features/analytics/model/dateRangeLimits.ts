/**
 * Spec 003 section 5: the start date may be at most the end date (or, without one, the latest
 * day with a conversation); the end date at least the start date. Empty means no limit.
 */
export function dateRangeLimits(start: string, end: string, latestDay: string | null) {
  return { startMax: end || latestDay || undefined, endMin: start || undefined };
}

/** The range to apply: both ends optional, and a reversed pair is refused (null). */
export function rangeToApply(start: string, end: string): { from: string | null; to: string | null } | null {
  if (start && end && start > end) return null;
  return { from: start || null, to: end || null };
}
