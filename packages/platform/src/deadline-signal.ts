/**
 * A signal that aborts when `signal` does or after `ms`, whichever is first; call `done()` when
 * the work is over. Made from a controller and a timer rather than
 * `AbortSignal.any([signal, AbortSignal.timeout(ms)])`, whose composite signal is held only
 * weakly: a listener on it missed the timeout now and then on a loaded machine (a test waited
 * out its 120 s for a 2.5 s cap), while the timer here keeps the controller alive until it fires.
 */
export function deadlineSignal(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}
