/** The agents filter for what a user may see: their own and the public ones (signed out: public only). */
export function visibleTo(userId: string | null): Record<string, unknown> {
  return userId ? { $or: [{ ownerId: userId }, { visibility: 'public' }] } : { visibility: 'public' };
}
