import type { Logger } from '@avatarium/platform';

// Jobs of the knowledge process (slide decks, FAQ generations) that a kill or restart cut off:
// each is claimed by touching its record, so only one process takes it up again.

/** Takes claimed jobs one at a time until no stalled one is left. */
export async function takeEachClaimed<T>(claim: () => Promise<T | null>, take: (entry: T) => Promise<void>): Promise<void> {
  for (let entry = await claim(); entry; entry = await claim()) await take(entry);
}

/** Runs `sweep` now and every `everyMs` (without keeping the process alive); returns the stop. */
export function sweepEvery(everyMs: number, sweep: () => Promise<unknown>, logger: Logger, what: string): () => void {
  const run = () => void sweep().catch((error: unknown) => logger.warn(`${what} failed`, { error: String(error) }));
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
