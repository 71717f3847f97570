import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startNats, type NatsServerHandle } from '../../../tools/infra/index.js';
import { createLogger } from './logger.js';
import { connectNats } from './nats.js';
import { startService, type ServiceConnections } from './start-service.js';

let dataDir: string;
let nats: NatsServerHandle;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'start-service-'));
  nats = await startNats({ storeDir: path.join(dataDir, 'nats') });
});
afterAll(async () => {
  await nats.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function recipeConfig() {
  return {
    MONGODB_URI: inject('mongoUri'),
    MONGODB_DB: `start_service_${randomBytes(4).toString('hex')}`,
    NATS_URL: nats.url,
    LOG_LEVEL: 'silent' as const,
  };
}

describe('startService', () => {
  it('connects, registers in order, logs ready, and stops in reverse order before the bus and Mongo', async () => {
    const calls: string[] = [];
    const lines: string[] = [];
    let connections: ServiceConnections | undefined;
    const running = await startService({
      name: 'sample',
      config: recipeConfig(),
      logger: createLogger('sample', 'info', {}, (line) => lines.push(line)),
      deps: (given) => ((connections = given), { given }),
      register: [
        () => {
          calls.push('register first');
          return () => void calls.push('stop first');
        },
        () => void calls.push('register plain'),
        async () => {
          calls.push('register last');
          return async () => void calls.push(`stop last (nats ${connections!.nc.isClosed() ? 'closed' : 'open'})`);
        },
      ],
    });
    expect(connections!.mongo.db?.databaseName).toMatch(/^start_service_/);
    expect(lines.map((line) => JSON.parse(line).msg)).toContain('sample service ready');

    await running.stop();
    await running.stop();
    expect(calls).toEqual(['register first', 'register plain', 'register last', 'stop last (nats open)', 'stop first']);
    expect(connections!.nc.isClosed()).toBe(true);
    expect(connections!.mongo.readyState).toBe(0);
  });

  it('is ready only once the NATS server has its subscriptions: a request sent at once is answered', async () => {
    const caller = await connectNats(nats.url, 'caller');
    for (let round = 0; round < 5; round += 1) {
      const running = await startService({
        name: 'ping',
        config: recipeConfig(),
        deps: (given) => given,
        register: [
          ({ nc }) => {
            nc.subscribe('sample.ping', { callback: (_error, msg) => void msg.respond('pong') });
          },
        ],
      });
      expect((await caller.request('sample.ping', '', { timeout: 2_000 })).string()).toBe('pong');
      await running.stop();
    }
    await caller.close();
  });

  it('undoes what it started when a registration fails, and rethrows', async () => {
    const calls: string[] = [];
    let connections: ServiceConnections | undefined;
    const started = startService({
      name: 'broken',
      config: recipeConfig(),
      deps: (given) => (connections = given),
      register: [
        () => () => void calls.push('stop first'),
        () => {
          throw new Error('no stream');
        },
      ],
    });
    await expect(started).rejects.toThrow('no stream');
    expect(calls).toEqual(['stop first']);
    expect(connections!.nc.isClosed()).toBe(true);
    expect(connections!.mongo.readyState).toBe(0);
  });
});
