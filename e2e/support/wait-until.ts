/**
 * Polls `read` until `accept` holds, outside a test (setup hooks cannot use expect.poll).
 * Fails naming what was awaited and the last value seen.
 */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeout = 10_000, interval = 200 } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await read().catch(() => undefined as T);
    if (last !== undefined && accept(last)) return last;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
