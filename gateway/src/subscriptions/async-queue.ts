/**
 * A push-based async iterator: events pushed while nobody is pulling wait in order;
 * ending or returning runs the cleanup exactly once.
 *
 * A class, not closures: one queue per subscription, and under tsx (keepNames) every named
 * closure also carries a `name` property of its own, ~250 bytes each (docs/decisions.md, fan-out).
 */
export class AsyncQueue<T> implements AsyncIterableIterator<T> {
  private readonly buffered: T[] = [];
  private readonly waiting: Array<(result: IteratorResult<T>) => void> = [];
  private closed = false;

  constructor(private readonly onClose: () => void) {}

  push(value: T): void {
    if (this.closed) return;
    const resolve = this.waiting.shift();
    if (resolve) resolve({ value, done: false });
    else this.buffered.push(value);
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    for (const resolve of this.waiting.splice(0)) resolve({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffered.length > 0) return Promise.resolve({ value: this.buffered.shift() as T, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

export function createAsyncQueue<T>(onClose: () => void): AsyncQueue<T> {
  return new AsyncQueue<T>(onClose);
}
