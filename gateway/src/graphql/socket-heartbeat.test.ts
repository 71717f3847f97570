import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { heartbeat } from './socket-heartbeat.js';

let wss: WebSocketServer;
let stop: () => void;
beforeAll(async () => {
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  // Every socket visited every 300 ms, in 3 groups of turns 100 ms apart.
  stop = heartbeat(wss, 300, 3);
});
afterAll(async () => {
  stop();
  await new Promise((resolve) => wss.close(resolve));
});

function connect(autoPong: boolean) {
  const ws = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, { autoPong });
  const seen = { pings: 0, closed: false };
  ws.on('ping', () => (seen.pings += 1));
  ws.on('close', () => (seen.closed = true));
  return { ws, seen };
}

describe('one keep-alive timer for every socket', () => {
  it('pings each socket once a period and ends one that did not answer by its next turn', async () => {
    const sockets = Array.from({ length: 4 }, () => connect(true));
    const silent = connect(false);
    await expect.poll(() => silent.seen.closed, { timeout: 3000 }).toBe(true);
    // Pinged once, ended at its next turn without a second ping.
    expect(silent.seen.pings).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    for (const { seen } of sockets) {
      expect(seen.closed).toBe(false);
      // About 1 s connected, one ping per 300 ms: never a burst of pings.
      expect(seen.pings).toBeGreaterThanOrEqual(2);
      expect(seen.pings).toBeLessThanOrEqual(5);
    }
    expect(wss.clients.size).toBe(4);
    for (const { ws } of sockets) ws.close();
  });
});
