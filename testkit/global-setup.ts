import type { TestProject } from 'vitest/node';
import { startMongo, startNats } from '../tools/infra/index.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    natsUrl: string;
  }
}

/** One database server and one NATS server for the whole run, on free loopback ports. */
export default async function setup(project: TestProject) {
  const natsDir = await mkdtemp(path.join(tmpdir(), 'avatarium-nats-'));
  const [mongo, nats] = await Promise.all([startMongo({ backend: 'memory' }), startNats({ storeDir: natsDir })]);
  project.provide('mongoUri', mongo.uri);
  project.provide('natsUrl', nats.url);
  return async () => {
    await Promise.all([mongo.stop(), nats.stop()]);
    await rm(natsDir, { recursive: true, force: true });
  };
}
