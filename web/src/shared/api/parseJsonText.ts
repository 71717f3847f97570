/** A reply's text as JSON, or null when it is empty or not JSON (an HTML error page, a proxy's text). */
export function parseJsonText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
