import type { Logger } from './logger.js';

export interface BackgroundWork {
  /** Keeps `work` until it settles; a failure is logged, never left as an unhandled rejection. */
  track(work: Promise<unknown>): void;
  /** Waits for everything tracked now (a stopping process lets it finish). */
  settled(): Promise<void>;
}

/**
 * Work started by a request that outlives its reply (an index build, a voice design). Tracked so
 * a stop waits for it, and caught here: `work.finally(...)` alone makes a second promise that
 * rejects with nobody listening, and an unhandled rejection ends a Node process.
 */
export function backgroundWork(logger: Logger, what: string): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    track(work) {
      running.add(work);
      work.catch((error: unknown) => logger.error(`${what} failed`, { error })).finally(() => running.delete(work));
    },
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
