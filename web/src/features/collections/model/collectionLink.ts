/** Spec 001: the public share link of a collection. */
export function collectionLink(origin: string, userId: string, collectionId: string): string {
  const query = new URLSearchParams({ userId, collectionId });
  return `${origin}/collections?${query.toString()}`;
}
