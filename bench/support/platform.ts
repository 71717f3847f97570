import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Bus, connectNats, createLogger } from '@avatarium/platform';
import { freePort, startMongo, startNats } from '../../tools/infra/index.js';
import { onSignalTeardown, spawnNode, type NodeChild } from '../processes.js';
import { createCleanups } from './cleanups.js';
import { gatewayReady, answers, waitUntilReady } from './readiness.js';
import { serviceEntry, serviceProbes, type ServiceName } from './services.js';

export type ChildName = ServiceName | 'gateway';

export interface PlatformOptions {
  /** Started before the gateway, in this order; the gateway always runs. */
  services: readonly ServiceName[];
  /** NATS store and DATA_DIR go below it; without one a temporary folder is made and removed by `stop`. */
  dataDir?: string;
  /** The gateway's port; a free one when absent. */
  port?: number;
  /** Services log at `warn` by default so their output does not drown the benchmark's. */
  logLevel?: string;
  /** Added to every child's environment. */
  env?: Record<string, string>;
  /** Added to one child's environment, after `env`. */
  envFor?: Partial<Record<ChildName, Record<string, string>>>;
}

export interface Platform {
  /** The gateway, `http://127.0.0.1:<port>`. */
  url: string;
  /** The benchmark's own NATS connection: it publishes and requests as a service would. */
  bus: Bus;
  /** The embedded database server's URI (each service uses its own database on it). */
  mongoUri: string;
  /** STORAGE_SIGNING_SECRET, for anything that must sign or read stored files as the services do. */
  storageSecret: string;
  gateway: NodeChild;
  services: Partial<Record<ServiceName, NodeChild>>;
  /** Kills a service's process group with SIGKILL and starts it again (what a supervisor does). */
  killAndRestart(name: ServiceName): Promise<void>;
  /** Safe to call more than once; also run on SIGINT/SIGTERM/SIGHUP. */
  stop(): Promise<void>;
}

/**
 * Embedded MongoDB and NATS, then the chosen services and the gateway as child processes (each
 * with its own event loop, as in a deployment), resolved once every one of them answers.
 * Whatever started is stopped again if a later step fails.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const cleanups = createCleanups();
  onSignalTeardown(cleanups.run);
  try {
    let dataDir = options.dataDir;
    if (!dataDir) {
      const tmp = (dataDir = await mkdtemp(path.join(tmpdir(), 'avatarium-bench-')));
      cleanups.push(() => rm(tmp, { recursive: true, force: true }));
    }
    const [mongo, nats] = await Promise.all([
      startMongo({ backend: 'memory' }),
      startNats({ storeDir: path.join(dataDir, 'nats') }),
    ]);
    cleanups.push(
      () => mongo.stop(),
      () => nats.stop(),
    );
    const port = options.port ?? (await freePort());
    const storageSecret = randomBytes(16).toString('hex');
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: options.logLevel ?? 'warn',
      MONGODB_URI: mongo.uri,
      NATS_URL: nats.url,
      DATA_DIR: path.join(dataDir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: randomBytes(16).toString('hex'),
      STORAGE_SIGNING_SECRET: storageSecret,
      // One user signs in from every benchmark connection.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // ... and holds every benchmark socket (10,000 in the fan-out) from this one address.
      WS_MAX_SOCKETS_PER_USER: '100000',
      WS_MAX_SOCKETS_PER_IP: '100000',
      WS_MAX_SUBSCRIPTIONS_PER_USER: '1000000',
      WS_MAX_SUBSCRIPTIONS_PER_IP: '1000000',
      // Every benchmark conversation starts from this one address too.
      CONVERSATION_STARTS_PER_IP_PER_MINUTE: '100000',
      CONVERSATION_ANONYMOUS_STARTS_PER_AGENT_PER_MINUTE: '100000',
      CONVERSATION_TURNS_PER_IP_PER_MINUTE: '100000',
      CONVERSATION_DRAFTS_PER_IP_PER_MINUTE: '100000',
      // ... on one agent (the conversation service's cap).
      CONVERSATION_TURNS_PER_AGENT_PER_MINUTE: '100000',
      ...options.env,
    };
    const spawn = (name: ChildName, entry: string) => spawnNode(name, entry, { env: { ...env, ...options.envFor?.[name] } });
    const services = Object.fromEntries(options.services.map((name) => [name, spawn(name, serviceEntry(name))]));
    const gateway = spawn('gateway', 'gateway/src/main.ts');
    const children = [...Object.values(services), gateway];
    cleanups.push(() => Promise.all(children.map((child) => child.stop())));

    const bus = new Bus(await connectNats(nats.url, 'bench'), createLogger('bench', 'silent'));
    cleanups.push(() => bus.close().catch(() => undefined)); // NATS may already be gone after a signal
    const url = `http://127.0.0.1:${port}`;
    await Promise.all([
      waitUntilReady(gateway, () => gatewayReady(url)),
      ...options.services.map((name) => waitUntilReady(services[name]!, () => answers(() => serviceProbes[name](bus)))),
    ]);
    const killAndRestart = async (name: ServiceName) => {
      const victim = services[name];
      if (victim?.child.pid) process.kill(-victim.child.pid, 'SIGKILL');
      await victim?.exited;
      const next = spawn(name, serviceEntry(name));
      services[name] = next;
      children.push(next);
      await waitUntilReady(next, () => answers(() => serviceProbes[name](bus)));
    };
    return { url, mongoUri: mongo.uri, bus, storageSecret, gateway, services, killAndRestart, stop: cleanups.run };
  } catch (error) {
    await cleanups.run();
    throw error;
  }
}
