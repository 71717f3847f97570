/**
 * Starts `work` in the background after `delayMs` (so it never delays start-up; the timer does
 * not keep the process alive) and returns what stops it: the timer is cleared, the work's signal
 * aborted, and the stop resolves once the work settled. `work` handles its own failures.
 */
export function startDelayed(delayMs: number, work: (signal: AbortSignal) => Promise<void>): () => Promise<void> {
  const controller = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const timer = setTimeout(() => {
    running = work(controller.signal);
  }, delayMs);
  timer.unref();
  return async () => {
    clearTimeout(timer);
    controller.abort();
    await running;
  };
}
