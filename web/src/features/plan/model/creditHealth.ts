export type CreditHealth = 'low' | 'medium' | 'healthy';

/** Spec 000 section 4: low under 50 remaining; medium when more than half the total is used. */
export function creditHealth(remaining: number, total: number | null): CreditHealth {
  if (total === null) return 'healthy';
  if (remaining < 50) return 'low';
  const used = Math.max(0, total - remaining);
  return total > 0 && used > total / 2 ? 'medium' : 'healthy';
}
