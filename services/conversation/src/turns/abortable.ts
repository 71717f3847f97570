/** Thrown where a turn stops because it was interrupted. */
export class TurnAborted extends Error {
  constructor() {
    super('The turn was interrupted');
    this.name = 'TurnAborted';
  }
}

/** Resolves never, rejects with TurnAborted when `signal` aborts. */
export function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(new TurnAborted());
    signal.addEventListener('abort', () => reject(new TurnAborted()), { once: true });
  });
}

/**
 * The pieces of `source` until `signal` aborts: an engine that ignores the signal (or is
 * stuck waiting) cannot hold the turn, because every wait is raced with the abort.
 */
export async function* abortable<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const aborted = whenAborted(signal);
  aborted.catch(() => undefined);
  try {
    while (true) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Lets the engine release what it holds; not awaited, it may be the stuck part.
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
