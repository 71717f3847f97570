import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { catalog, credits, media } from '@avatarium/contracts';
import { AppError, Bus, connectNats, createLogger } from '@avatarium/platform';
import { freePort, startMongo, startNats } from '../../tools/infra/index.js';
import { spawnNode, type NodeChild } from '../processes.js';
import { LOCAL_PROVIDERS_ENV } from './baseline.js';

export interface GenerationPlatform {
  url: string;
  /** The benchmark's own NATS connection: it grants credits as the billing side would. */
  bus: Bus;
  storageSecret: string;
  stop(): Promise<void>;
}

/**
 * Embedded MongoDB and NATS, then the real credits, catalog and media services and the
 * gateway as child processes, each with its own event loop as in a deployment. The media
 * service runs its default generation worker with the local providers. Whatever started is
 * stopped again if a later step fails; `stop` is safe to call more than once.
 */
export async function startGenerationPlatform(dataDir: string): Promise<GenerationPlatform> {
  const cleanups: Array<() => Promise<unknown>> = [];
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      for (const cleanup of cleanups.reverse())
        await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
    })());
  try {
    const [mongo, nats] = await Promise.all([
      startMongo({ backend: 'memory' }),
      startNats({ storeDir: path.join(dataDir, 'nats') }),
    ]);
    cleanups.push(
      () => mongo.stop(),
      () => nats.stop(),
    );
    const port = await freePort();
    const storageSecret = randomBytes(16).toString('hex');
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MONGODB_URI: mongo.uri,
      NATS_URL: nats.url,
      DATA_DIR: path.join(dataDir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: randomBytes(16).toString('hex'),
      STORAGE_SIGNING_SECRET: storageSecret,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // Local storage shared by the gateway (uploads) and media (generated files).
      S3_BUCKET: '',
    };
    const children = {
      credits: spawnNode('credits', 'services/credits/src/main.ts', { env }),
      catalog: spawnNode('catalog', 'services/catalog/src/main.ts', { env }),
      media: spawnNode('media', 'services/media/src/main.ts', { env: { ...env, ...LOCAL_PROVIDERS_ENV } }),
      gateway: spawnNode('gateway', 'gateway/src/main.ts', { env }),
    };
    cleanups.push(() => Promise.all(Object.values(children).map((child) => child.stop())));
    const bus = new Bus(await connectNats(nats.url, 'bench'), createLogger('bench', 'silent'));
    cleanups.push(() => bus.close().catch(() => undefined)); // NATS may already be gone after a signal
    const url = `http://127.0.0.1:${port}`;
    const zeros = '0'.repeat(24);
    await Promise.all([
      waitFor(children.gateway, () =>
        fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        ),
      ),
      waitFor(children.credits, () => serving(() => bus.request(credits.getBalance, { userId: zeros }, { timeoutMs: 1_000 }))),
      waitFor(children.catalog, () =>
        serving(() => bus.request(catalog.getAgent, { agentId: 'A00AAA0000' }, { timeoutMs: 1_000 })),
      ),
      // Registered after upload inspection, with the generation worker: the service is whole.
      waitFor(children.media, () =>
        serving(() =>
          bus.request(media.continueGeneration, { ownerId: zeros, agentId: 'A00AAA0000', face: null }, { timeoutMs: 1_000 }),
        ),
      ),
    ]);
    return { url, bus, storageSecret, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Any answer but "nobody is listening" means the service has subscribed to its subjects. */
async function serving(request: () => Promise<unknown>): Promise<boolean> {
  try {
    await request();
    return true;
  } catch (error) {
    return !(error instanceof AppError) || error.code !== 'UNAVAILABLE';
  }
}

async function waitFor(child: NodeChild, ready: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | undefined;
  void child.exited.then((how) => (exited = how));
  while (Date.now() < deadline && !exited) {
    if (await ready()) return;
    await sleep(200);
  }
  throw new Error(exited ? `${child.name} ${exited} before it was ready` : `${child.name} not ready within ${timeoutMs} ms`);
}

/** A user through POST /api/auth/signup (Free plan: 199 credits, one creation at 100). */
export async function signUp(url: string): Promise<{ userId: string; cookie: string }> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery staple',
    }),
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
