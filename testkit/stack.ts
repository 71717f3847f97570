import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { catalogEnvSchema, startCatalogService } from '@avatarium/catalog';
import { startCreditsService, creditsEnvSchema } from '@avatarium/credits';
import { mediaEnvSchema, startMediaService } from '@avatarium/media';
import { startGateway, gatewayEnvSchema, type RunningGateway } from '@avatarium/gateway';
import { Bus, connectNats, createLogger, loadConfig } from '@avatarium/platform';
import { startNats } from '../tools/infra/index.js';
import { TestClient } from './http-client.js';

export interface TestStack {
  gateway: RunningGateway;
  url: string;
  /** A connection of the test's own, to act as another service would. */
  bus: Bus;
  client(): TestClient;
  /** A second gateway on the same database and NATS, as behind a load balancer. */
  anotherGateway(): Promise<RunningGateway>;
  stop(): Promise<void>;
}

/**
 * The real gateway and services, in this process, against the run's database server and a
 * NATS server of its own. Each stack gets databases of its own so suites never see each other's data.
 */
export async function startStack(env: Record<string, string> = {}): Promise<TestStack> {
  const suffix = randomBytes(4).toString('hex');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'avatarium-data-'));
  // A NATS server per stack: queue groups of parallel suites must not answer each other.
  const nats = await startNats({ storeDir: path.join(dataDir, 'nats') });
  const common = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    MONGODB_URI: inject('mongoUri'),
    NATS_URL: nats.url,
    DATA_DIR: dataDir,
    ...env,
  };
  const storageEnv = { STORAGE_SIGNING_SECRET: 'test-storage-secret-0123456789' };
  const services = await Promise.all([
    startCreditsService(loadConfig(creditsEnvSchema, { ...common, MONGODB_DB: `credits_${suffix}` })),
    startCatalogService(loadConfig(catalogEnvSchema, { ...common, MONGODB_DB: `catalog_${suffix}` })),
    startMediaService(loadConfig(mediaEnvSchema, { ...storageEnv, ...common, MONGODB_DB: `media_${suffix}` })),
  ]);
  const gatewayConfig = loadConfig(gatewayEnvSchema, {
    SESSION_SECRET: 'test-session-secret-0123456789',
    ...storageEnv,
    PORT: '0',
    HOST: '127.0.0.1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...common,
    MONGODB_DB: `gateway_${suffix}`,
  });
  const gateway = await startGateway(gatewayConfig);
  const extraGateways: RunningGateway[] = [];
  const bus = new Bus(await connectNats(nats.url, 'test'), createLogger('test', 'silent'));
  return {
    gateway,
    url: gateway.url,
    bus,
    client: () => new TestClient(gateway.url),
    async anotherGateway() {
      const another = await startGateway(gatewayConfig);
      extraGateways.push(another);
      return another;
    },
    async stop() {
      await bus.close();
      for (const extra of extraGateways) await extra.stop();
      await gateway.stop();
      for (const service of services) await service.stop();
      await nats.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
