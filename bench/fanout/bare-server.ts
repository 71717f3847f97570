import { WebSocketServer, type WebSocket } from 'ws';
import { INITIAL_BALANCE, nextFrame } from './messages.js';
import type { BroadcastCommand, ListeningReport } from './messages.js';

// Child process: the baseline. A bare `ws` server doing the least a subscription server must:
// the graphql-transport-ws handshake, then one pre-serialised frame sent to every subscriber.

const subscribers = new Set<WebSocket>();
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });

wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; id?: string };
    if (message.type === 'connection_init') ws.send(JSON.stringify({ type: 'connection_ack' }));
    else if (message.type === 'subscribe') {
      subscribers.add(ws);
      ws.send(nextFrame(INITIAL_BALANCE));
    }
  });
  ws.on('close', () => subscribers.delete(ws));
});

wss.on('listening', () => {
  const address = wss.address();
  const report: ListeningReport = { type: 'listening', port: typeof address === 'object' && address ? address.port : 0 };
  process.send!(report);
});

process.on('message', (command: BroadcastCommand) => {
  if (command.type !== 'broadcast') return;
  const frame = nextFrame(command.balance);
  for (const ws of subscribers) ws.send(frame);
});
process.on('disconnect', () => process.exit(0));
// A handled SIGTERM exits normally, so a --cpu-prof profile still gets written.
process.once('SIGTERM', () => process.exit(0));
