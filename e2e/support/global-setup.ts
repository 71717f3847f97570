import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureSystemPackages, startMongo, startNats } from '../../tools/infra/index.js';
import { startPlatform } from './platform.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    natsUrl: string;
  }
}

/**
 * Databases started here (so the tests can reach NATS to act as a service), then the real
 * `npm start` supervisor with MONGODB_URI / NATS_URL set: services, gateway, built web app.
 */
export default async function setup(project: TestProject) {
  await ensureSystemPackages(['chromium']);
  const scratch = await mkdtemp(path.join(tmpdir(), 'avatarium-e2e-'));
  const [mongo, nats] = await Promise.all([
    startMongo({ backend: 'memory' }),
    startNats({ storeDir: path.join(scratch, 'nats') }),
  ]);
  const platform = await startPlatform(path.join(scratch, 'data'), { MONGODB_URI: mongo.uri, NATS_URL: nats.url });
  project.provide('baseUrl', platform.url);
  project.provide('natsUrl', nats.url);
  return async () => {
    await platform.stop();
    await Promise.all([mongo.stop(), nats.stop()]);
    await rm(scratch, { recursive: true, force: true });
  };
}
