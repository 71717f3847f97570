/** Undo steps, run last-first; `run` does it once however many callers (a `finally`, a signal) ask. */
export interface Cleanups {
  push(...steps: Array<() => Promise<unknown>>): void;
  run(): Promise<void>;
}

export function createCleanups(): Cleanups {
  const steps: Array<() => Promise<unknown>> = [];
  let done: Promise<void> | undefined;
  return {
    push: (...more) => void steps.push(...more),
    run: () =>
      (done ??= (async () => {
        // One failing step must not keep the others (and their processes) alive.
        for (const step of steps.reverse()) await step().catch((error: unknown) => console.error('cleanup failed:', error));
      })()),
  };
}
