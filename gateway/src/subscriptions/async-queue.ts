/**
 * A push-based async iterator: events pushed while nobody is pulling wait in order;
 * ending or returning runs the cleanup exactly once.
 *
 * Methods only, no named closures: tsx (keepNames) gives every named arrow a `name` property of
 * its own, about 250 bytes per closure per subscription (see docs/decisions.md, fan-out).
 */
export function createAsyncQueue<T>(onClose: () => void): AsyncIterableIterator<T> & { push(value: T): void; end(): void } {
  const buffered: T[] = [];
  const waiting: Array<(result: IteratorResult<T>) => void> = [];
  let closed = false;
  const queue = {
    push(value: T) {
      if (closed) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ value, done: false });
      else buffered.push(value);
    },
    end() {
      if (closed) return;
      closed = true;
      onClose();
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
    },
    next(): Promise<IteratorResult<T>> {
      if (buffered.length > 0) return Promise.resolve({ value: buffered.shift() as T, done: false });
      if (closed) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return(): Promise<IteratorResult<T>> {
      queue.end();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return queue;
    },
  };
  return queue;
}
