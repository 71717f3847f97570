import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { credits } from '@avatarium/contracts';
import { AppError, Bus, connectNats, createLogger } from '@avatarium/platform';
import { freePort, startMongo, startNats } from '../../tools/infra/index.js';
import { onSignalTeardown, spawnNode, type NodeChild } from '../processes.js';

export interface BenchStack {
  gatewayUrl: string;
  /** The benchmark's own NATS connection: it publishes as a service would. */
  bus: Bus;
  userId: string;
  /** `avatarium_session=...`, shared by every subscriber connection. */
  cookie: string;
  gateway: NodeChild;
  stop(): Promise<void>;
}

/**
 * Embedded MongoDB and NATS, then the real credits service and gateway as child processes,
 * and one signed-up user. Whatever started is stopped again if a later step fails.
 */
export async function startBenchStack(): Promise<BenchStack> {
  const cleanups: Array<() => Promise<unknown>> = [];
  let stopped: Promise<void> | undefined;
  // Once only: both the caller's `finally` and a signal may ask.
  const stop = () =>
    (stopped ??= (async () => {
      for (const cleanup of cleanups.reverse())
        await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
    })());
  onSignalTeardown(stop);
  try {
    const tmp = await mkdtemp(path.join(tmpdir(), 'avatarium-bench-'));
    cleanups.push(() => rm(tmp, { recursive: true, force: true }));
    const [mongo, nats] = await Promise.all([startMongo({ backend: 'memory' }), startNats({ storeDir: path.join(tmp, 'nats') })]);
    cleanups.push(
      () => mongo.stop(),
      () => nats.stop(),
    );

    const port = await freePort();
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MONGODB_URI: mongo.uri,
      NATS_URL: nats.url,
      DATA_DIR: path.join(tmp, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: randomBytes(16).toString('hex'),
      STORAGE_SIGNING_SECRET: randomBytes(16).toString('hex'),
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    };
    const creditsService = spawnNode('credits', 'services/credits/src/main.ts', { env });
    const gateway = spawnNode('gateway', 'gateway/src/main.ts', { env });
    cleanups.push(
      () => creditsService.stop(),
      () => gateway.stop(),
    );

    const bus = new Bus(await connectNats(nats.url, 'bench'), createLogger('bench', 'silent'));
    cleanups.push(() => bus.close().catch(() => undefined)); // NATS may already be gone after a signal
    const gatewayUrl = `http://127.0.0.1:${port}`;
    await Promise.all([waitForCredits(bus, creditsService), waitForReady(gatewayUrl, gateway)]);
    const { userId, cookie } = await signUp(gatewayUrl);
    return { gatewayUrl, bus, userId, cookie, gateway, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForReady(url: string, gateway: NodeChild, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | undefined;
  void gateway.exited.then((how) => (exited = how));
  while (Date.now() < deadline && !exited) {
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(exited ? `gateway ${exited} before it was ready` : `gateway not ready within ${timeoutMs} ms`);
}

/** Any answer but "nobody is listening" means the service has subscribed to its subjects. */
async function waitForCredits(bus: Bus, service: NodeChild, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | undefined;
  void service.exited.then((how) => (exited = how));
  while (Date.now() < deadline && !exited) {
    try {
      await bus.request(credits.getBalance, { userId: '0'.repeat(24) }, { timeoutMs: 1_000 });
      return;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'UNAVAILABLE') return;
    }
    await sleep(200);
  }
  throw new Error(exited ? `credits service ${exited} before it was ready` : `credits service not ready within ${timeoutMs} ms`);
}

/** One user for all connections: N sign-ups would spend minutes in password hashing. */
async function signUp(url: string): Promise<{ userId: string; cookie: string }> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery staple' }),
  });
  const body = (await response.json()) as { userId?: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('avatarium_session='));
  if (response.status !== 201 || !body.userId || !cookie)
    throw new Error(`sign-up failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return { userId: body.userId, cookie };
}
