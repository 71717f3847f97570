import type { WebSocket, WebSocketServer } from 'ws';

/**
 * Keep-alive for every socket of a server from one timer, instead of graphql-ws's interval per
 * socket and a timeout per ping (10,000 sockets: 10,000 timers and a closure per ping). Sockets
 * are dealt into `slices` groups as they connect; each tick visits one group, so every socket is
 * visited once per `everyMs` and the pings are spread over the period rather than sent at once.
 * A socket that has not answered the previous ping by its next visit is ended, as graphql-ws does
 * after `everyMs` without a pong.
 */
export function heartbeat(wss: WebSocketServer, everyMs: number, slices = 12): () => void {
  const groups = Array.from({ length: slices }, () => new Set<WebSocket>());
  const unanswered = new WeakSet<WebSocket>();
  let dealt = 0;
  let tick = 0;
  // Shared listeners (`this` is the socket): nothing allocated per socket beyond its group entry.
  function answered(this: WebSocket) {
    unanswered.delete(this);
  }
  function left(this: WebSocket) {
    for (const group of groups) group.delete(this);
  }
  const onConnection = (socket: WebSocket) => {
    groups[dealt++ % slices]!.add(socket);
    socket.on('pong', answered);
    socket.on('close', left);
  };
  wss.on('connection', onConnection);
  const timer = setInterval(() => {
    for (const socket of groups[tick++ % slices]!) {
      if (socket.readyState !== socket.OPEN) continue;
      if (unanswered.has(socket)) {
        socket.terminate();
        continue;
      }
      unanswered.add(socket);
      socket.ping();
    }
  }, everyMs / slices);
  timer.unref();
  return () => {
    clearInterval(timer);
    wss.off('connection', onConnection);
  };
}
