/**
 * Pushed events pulled by an async iterator: values in order, then the end or a failure, whether
 * they came before or after the reader asked (graphql-ws's own `iterate` loses an error that
 * arrives before the first `next()`).
 */
export function createEventQueue<T>() {
  const values: T[] = [];
  let outcome: { failure?: unknown } | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  return {
    push(value: T) {
      if (outcome) return;
      values.push(value);
      signal();
    },
    end(failure?: unknown) {
      if (outcome) return;
      outcome = failure === undefined ? {} : { failure };
      signal();
    },
    async next(): Promise<IteratorResult<T, undefined>> {
      while (values.length === 0 && !outcome) await new Promise<void>((resolve) => (wake = resolve));
      if (values.length > 0) return { done: false, value: values.shift() as T };
      if (outcome && 'failure' in outcome) throw outcome.failure;
      return { done: true, value: undefined };
    },
  };
}
