import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { summarize, wallClockMs } from '../harness.js';
import { INITIAL_BALANCE, SEQUENCE_BASE, SUBSCRIPTION_QUERY } from './messages.js';
import type { CollectCommand, ConnectCommand, ConnectedReport, RoundReport, SubscriberCommand } from './messages.js';

// Child process: N websocket clients speaking graphql-transport-ws directly (no client library,
// so the receive path costs the same against the gateway and against the bare baseline server).

const sockets: WebSocket[] = [];
/** Receive wall-clock time per sequence number, per connection (0 = not yet). */
const receivedAt = new Map<number, Float64Array>();
const receivedCount = new Map<number, number>();
const publishedAt = new Map<number, number>();
const problems: string[] = [];
let duplicates = 0;
let closed = 0;

function send(message: ConnectedReport | RoundReport | { type: 'failed'; message: string }): void {
  process.send!(message);
}

function problem(text: string): void {
  if (problems.length < 20) problems.push(text);
}

function record(seq: number, index: number, at: number): void {
  let times = receivedAt.get(seq);
  if (!times) receivedAt.set(seq, (times = new Float64Array(sockets.length)));
  if (times[index] !== 0) return void duplicates++;
  times[index] = at;
  receivedCount.set(seq, (receivedCount.get(seq) ?? 0) + 1);
}

/** Resolves once the subscription has yielded the current balance. */
function open(command: ConnectCommand, index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(command.url, 'graphql-transport-ws', {
      headers: command.cookie ? { cookie: command.cookie } : {},
      perMessageDeflate: false,
    });
    sockets[index] = ws;
    let subscribed = false;
    const timer = setTimeout(() => reject(new Error(`connection ${index}: no initial balance within 60 s`)), 60_000);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('unexpected-response', (_request, response) =>
      reject(new Error(`connection ${index}: upgrade refused with HTTP ${response.statusCode}`)),
    );
    ws.on('message', (data) => {
      // Time first: parsing is part of the receiving side's cost only after the clock is read.
      const at = wallClockMs();
      const message = JSON.parse(String(data)) as {
        type: string;
        payload?: { data?: { creditBalanceChanged?: { balance: number } }; errors?: unknown };
      };
      if (message.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION_QUERY } }));
      } else if (message.type === 'next') {
        const balance = message.payload?.data?.creditBalanceChanged?.balance;
        if (message.payload?.errors || balance === undefined) problem(`connection ${index}: ${JSON.stringify(message.payload)}`);
        else if (balance >= SEQUENCE_BASE) record(balance - SEQUENCE_BASE, index, at);
        else if (balance === INITIAL_BALANCE && !subscribed) {
          subscribed = true;
          clearTimeout(timer);
          resolve();
        }
      } else if (message.type !== 'pong' && message.type !== 'ping') {
        problem(`connection ${index}: unexpected ${String(data)}`);
      }
    });
    ws.on('error', (error) => (subscribed ? problem(`connection ${index}: ${error.message}`) : reject(error)));
    ws.on('close', (code, reason) => {
      clearTimeout(timer);
      if (!subscribed) return reject(new Error(`connection ${index} closed before the first balance: ${code} ${String(reason)}`));
      closed++;
      problem(`connection ${index} closed: ${code} ${String(reason)}`);
    });
  });
}

async function connect(command: ConnectCommand): Promise<void> {
  const started = performance.now();
  let nextIndex = 0;
  // A bounded pool: thousands of simultaneous handshakes would only measure the accept queue.
  const worker = async () => {
    while (nextIndex < command.count) await open(command, nextIndex++);
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, worker));
  send({ type: 'connected', count: command.count, ms: performance.now() - started });
}

async function collect(command: CollectCommand): Promise<void> {
  const expectedPerEvent = sockets.length;
  const deadline = performance.now() + command.timeoutMs;
  const complete = () => {
    for (let seq = command.from; seq < command.to; seq++) if ((receivedCount.get(seq) ?? 0) < expectedPerEvent) return false;
    return true;
  };
  while (!complete() && performance.now() < deadline) await sleep(20);

  const latencies: number[] = [];
  let firstPublish = Infinity;
  let lastReceive = -Infinity;
  for (let seq = command.from; seq < command.to; seq++) {
    const published = publishedAt.get(seq);
    if (published === undefined) throw new Error(`no publish time for event ${seq}`);
    firstPublish = Math.min(firstPublish, published);
    for (const at of receivedAt.get(seq) ?? []) {
      if (at === 0) continue;
      latencies.push(at - published);
      lastReceive = Math.max(lastReceive, at);
    }
  }
  const expected = expectedPerEvent * (command.to - command.from);
  send({
    type: 'round',
    expected,
    delivered: latencies.length,
    duplicates,
    latency: summarize(latencies),
    firstPublish,
    lastReceive,
    closed,
    problems: [...problems],
  });
}

process.on('message', (command: SubscriberCommand) => {
  const fail = (error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  if (command.type === 'connect') connect(command).catch(fail);
  else if (command.type === 'published') publishedAt.set(command.seq, command.at);
  else if (command.type === 'collect') collect(command).catch(fail);
});
// The benchmark is gone: so is the reason to hold 10,000 sockets open.
process.on('disconnect', () => process.exit(0));
// A handled SIGTERM exits normally, so a --cpu-prof profile still gets written.
process.once('SIGTERM', () => process.exit(0));
