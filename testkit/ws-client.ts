import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client that sends the given cookie (and Origin) on the upgrade, like a browser. */
export function wsClient(httpUrl: string, cookie: string, origin?: string, options: { lazy?: boolean } = {}): Client {
  const headers: Record<string, string> = { cookie };
  if (origin) headers.origin = origin;
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: httpUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    lazy: options.lazy ?? true,
  });
}

/** Collects a subscription's results; `next(predicate)` waits for the first matching one. */
export function collect<T>(client: Client, query: string, variables?: Record<string, unknown>) {
  const values: T[] = [];
  const waiters: Array<{ test: (value: T) => boolean; resolve: (value: T) => void }> = [];
  let failure: unknown;
  let completed = false;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) failure = result.errors;
        const value = result.data as T;
        values.push(value);
        for (const waiter of waiters.splice(0)) {
          if (waiter.test(value)) waiter.resolve(value);
          else waiters.push(waiter);
        }
      },
      error: (error) => {
        failure = error;
      },
      complete: () => {
        completed = true;
      },
    },
  );
  return {
    values,
    get failure() {
      return failure;
    },
    /** The server ended the subscription. */
    get completed() {
      return completed;
    },
    dispose,
    next(test: (value: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
      const found = values.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(values)} ${String(failure ?? '')}`)),
          timeoutMs,
        );
        waiters.push({ test, resolve: (value) => (clearTimeout(timer), resolve(value)) });
      });
    },
  };
}
