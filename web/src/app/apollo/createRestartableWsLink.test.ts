import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import { buildSchema } from 'graphql';
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createRestartableWsLink } from './createRestartableWsLink';

// The browser's WebSocket, in Node.
(globalThis as unknown as { WebSocket: unknown }).WebSocket ??= WebSocket;

const schema = buildSchema('type Query { ok: Boolean } type Subscription { ticks: Int! }');
const ticks = new Set<(n: number) => void>();
const rootValue = {
  ticks: () => {
    const values: number[] = [];
    let wake: (() => void) | null = null;
    const push = (n: number) => {
      values.push(n);
      wake?.();
    };
    ticks.add(push);
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next() {
        while (values.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        return { done: false, value: { ticks: values.shift()! } };
      },
      async return() {
        ticks.delete(push);
        return { done: true, value: undefined };
      },
    };
  },
};

let port = 0;
let server: { http: Server; close: () => Promise<void> };

async function startServer(): Promise<typeof server> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, path: '/graphql' });
  const disposable = serveGraphqlWs({ schema, roots: { subscription: rootValue } }, wss);
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  port = (http.address() as AddressInfo).port;
  return {
    http,
    close: async () => {
      await disposable.dispose();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('the web app after its websocket is lost (a gateway restart)', () => {
  it('reconnects, resubscribes by itself and asks for its live queries to be read again', async () => {
    let reconnects = 0;
    const { link } = createRestartableWsLink(`ws://127.0.0.1:${port}/graphql`, () => (reconnects += 1));
    const seen: number[] = [];
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const subscription = client.subscribe({ query: gql('subscription { ticks }') }).subscribe({
      next: (result) => seen.push((result.data as { ticks: number }).ticks),
    });
    await expect.poll(() => ticks.size).toBe(1);
    for (const push of ticks) push(1);
    await expect.poll(() => seen).toEqual([1]);

    await server.close();
    server = await startServer();
    await expect.poll(() => ticks.size, { timeout: 20_000, interval: 100 }).toBe(1);
    expect(reconnects).toBe(1);
    for (const push of ticks) push(2);
    await expect.poll(() => seen).toEqual([1, 2]);
    subscription.unsubscribe();
  }, 30_000);
});
