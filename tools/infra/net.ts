import { createConnection, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A TCP port that was free a moment ago (the OS picks it; bind it soon). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not read the bound port'))));
    });
  });
}

export interface WaitForTcpOptions {
  host?: string;
  timeoutMs?: number;
  /** Stop waiting early when the server process has died. */
  isAlive?: () => boolean;
}

/** Resolves once a TCP connect to host:port succeeds; false on timeout or early death. */
export async function waitForTcp(port: number, options: WaitForTcpOptions = {}): Promise<boolean> {
  const { host = '127.0.0.1', timeoutMs = 30_000, isAlive = () => true } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isAlive()) {
    if (await canConnect(host, port)) return true;
    await sleep(50);
  }
  return false;
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const finish = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/** Linux hands out outbound connections' local ports from 32768 up (ip_local_port_range). */
const EPHEMERAL_FROM = 32_768;
const STEADY_FROM = 20_000;

/**
 * A port below the range the OS gives outbound connections, free now together with the ports
 * at the given offsets from it. `npm start` puts the services' admin ports at the gateway's port
 * + 100 onwards: a gateway port the OS picked sits among outbound connections' ports, and one of
 * them may already hold an admin port, so that service cannot start (seen in an e2e run: media
 * restarting until the end).
 */
export async function steadyPort(offsets: readonly number[] = []): Promise<number> {
  const span = Math.max(0, ...offsets);
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = STEADY_FROM + Math.floor(Math.random() * (EPHEMERAL_FROM - STEADY_FROM - span));
    if (await allBindable([port, ...offsets.map((offset) => port + offset)])) return port;
  }
  throw new Error('no free port block below the ephemeral range');
}

/** The ports of the list that something else holds now (they cannot be bound on any address). */
export async function portsInUse(ports: readonly number[]): Promise<number[]> {
  const taken: number[] = [];
  for (const port of ports) if (!(await bindable(port))) taken.push(port);
  return taken;
}

async function allBindable(ports: readonly number[]): Promise<boolean> {
  for (const port of ports) if (!(await bindable(port))) return false;
  return true;
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}
