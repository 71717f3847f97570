/** A field of a parsed JSON body when it is a non-empty string (server replies are read defensively). */
export function stringField(body: unknown, field: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
