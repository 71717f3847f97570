/** A response body as JSON, or null when it is empty or not JSON (an HTML error page, a proxy's text). */
export async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
