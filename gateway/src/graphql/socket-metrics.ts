import { gauge } from '@avatarium/platform';
import type { WebSocket, WebSocketServer } from 'ws';

interface Watched {
  wss: WebSocketServer;
  subscriptionsOf: (socket: WebSocket) => number;
}

/** The gateways' websocket servers in this process (one in production; several in a test run). */
const watched = new Set<Watched>();

gauge('avatarium_websocket_connections', 'Open graphql-ws connections.', ['kind'], function collect() {
  let sockets = 0;
  for (const entry of watched) sockets += entry.wss.clients.size;
  this.set({ kind: 'graphql-ws' }, sockets);
});

gauge('avatarium_graphql_subscriptions', 'Active GraphQL subscriptions over websockets.', ['kind'], function collect() {
  let subscriptions = 0;
  for (const entry of watched) for (const socket of entry.wss.clients) subscriptions += entry.subscriptionsOf(socket);
  this.set({ kind: 'graphql-ws' }, subscriptions);
});

/** Counts the server's sockets and their subscriptions at each scrape; returns how to stop. */
export function watchSockets(wss: WebSocketServer, subscriptionsOf: (socket: WebSocket) => number): () => void {
  const entry = { wss, subscriptionsOf };
  watched.add(entry);
  return () => watched.delete(entry);
}
