import type { TestProject } from 'vitest/node';
import { startMongo } from '../tools/infra/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

/** One database server for the whole run on a free loopback port (each stack starts its own NATS). */
export default async function setup(project: TestProject) {
  const mongo = await startMongo({ backend: 'memory' });
  project.provide('mongoUri', mongo.uri);
  return () => mongo.stop();
}
