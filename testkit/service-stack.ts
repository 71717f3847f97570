import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { catalogEnvSchema, startCatalogService } from '@avatarium/catalog';
import { conversationEnvSchema, startConversationService } from '@avatarium/conversation';
import { creditsEnvSchema, startCreditsService } from '@avatarium/credits';
import { knowledgeEnvSchema, startKnowledgeService } from '@avatarium/knowledge';
import { mediaEnvSchema, startMediaService } from '@avatarium/media';
import { Bus, connectNats, createLogger, loadConfig, type RunningService } from '@avatarium/platform';
import { ensureEmbeddingEngine } from '../tools/engines/embedding-engine.js';
import { startNats } from '../tools/infra/index.js';

export const TEST_STORAGE_SECRET = 'test-storage-secret-0123456789';

export type ServiceName = 'catalog' | 'credits' | 'media' | 'conversation' | 'knowledge';

const starters: Record<ServiceName, (env: Record<string, string>) => Promise<RunningService>> = {
  catalog: (env) => startCatalogService(loadConfig(catalogEnvSchema, env)),
  credits: (env) => startCreditsService(loadConfig(creditsEnvSchema, env)),
  media: (env) => startMediaService(loadConfig(mediaEnvSchema, env)),
  knowledge: async (env) => startKnowledgeService(loadConfig(knowledgeEnvSchema, { ...(await embeddingEnv(env)), ...env })),
  // The configured engines (local by default); testkit/conversation starts it with fakes instead.
  conversation: (env) => startConversationService(loadConfig(conversationEnvSchema, env)),
};

export interface ServiceStack {
  /** A connection of the test's own, to act as another service (or the gateway) would. */
  bus: Bus;
  /** The DATA_DIR of every process on this stack (local storage lives under `storage/`). */
  dataDir: string;
  /** The settings every process on this stack shares, the test's overrides included. */
  env: Record<string, string>;
  /** Each process gets the database `<name>_<suffix>`. */
  suffix: string;
  /** The environment `name` runs with here (its own database), plus `extra`. */
  envOf(name: string, extra?: Record<string, string>): Record<string, string>;
  /** Starts (another replica of) a service on this stack; the stack stops it too. */
  start(name: ServiceName, extra?: Record<string, string>): Promise<RunningService>;
  /** Stops and starts the stack's NATS server (fault tests: services and the gateway keep running). */
  natsServer: { stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
}

/**
 * NATS of its own, the run's database server and exactly the named services, in this
 * process. Databases get a suffix of their own so suites never see each other's data.
 */
export async function startServiceStack(
  services: ServiceName | readonly ServiceName[],
  env: Record<string, string> = {},
): Promise<ServiceStack> {
  const suffix = randomBytes(4).toString('hex');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'avatarium-data-'));
  // A NATS server per stack: queue groups of parallel suites must not answer each other.
  const storeDir = path.join(dataDir, 'nats');
  let nats = await startNats({ storeDir });
  const common = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    STORAGE_SIGNING_SECRET: TEST_STORAGE_SECRET,
    MONGODB_URI: inject('mongoUri'),
    NATS_URL: nats.url,
    DATA_DIR: dataDir,
    ...env,
  };
  const envOf = (name: string, extra: Record<string, string> = {}) => ({
    ...common,
    ...extra,
    MONGODB_DB: `${name}_${suffix}`,
  });
  const running: RunningService[] = [];
  const start = async (name: ServiceName, extra?: Record<string, string>) => {
    const service = await starters[name](envOf(name, extra));
    running.push(service);
    return service;
  };
  await Promise.all((typeof services === 'string' ? [services] : services).map((name) => start(name)));
  const bus = new Bus(await connectNats(nats.url, 'test'), createLogger('test', 'silent'));
  return {
    bus,
    dataDir,
    env: common,
    suffix,
    envOf,
    start,
    natsServer: {
      stop: () => nats.stop(),
      // The same port and store: clients reconnect on their own.
      start: async () => {
        nats = await startNats({ storeDir, port: nats.port });
      },
    },
    async stop() {
      await bus.close();
      // A service a test stopped already answers this at once.
      for (const service of running.reverse()) await service.stop();
      await nats.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Suites search FAQs by words unless they ask for the offline embedder (EMBEDDING_PROVIDER
 * local): computing meaning vectors for a 10,000-row FAQ takes minutes on a CPU.
 */
async function embeddingEnv(env: Record<string, string>): Promise<Record<string, string>> {
  if (env.EMBEDDING_PROVIDER !== 'local') return { EMBEDDING_PROVIDER: env.EMBEDDING_PROVIDER ?? 'none' };
  const engine = await ensureEmbeddingEngine();
  return { LOCAL_EMBEDDING_RUNTIME_DIR: engine.runtimeDir, LOCAL_EMBEDDING_MODEL_DIR: engine.modelDir };
}
