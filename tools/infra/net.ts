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
