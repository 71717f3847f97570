import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `url` until it answers 200; false after `timeoutMs` (or when `shouldStop` says so). */
export async function waitForHttpOk(url: string, timeoutMs: number, shouldStop: () => boolean = () => false): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !shouldStop()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) return true;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return false;
}
