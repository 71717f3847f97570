import { Readable } from 'node:stream';
import { mediaAssets } from '@avatarium/contracts';
import {
  Bus,
  connectMongo,
  connectNats,
  createLogger,
  createStorage,
  loadConfig,
  storageEnvSchema,
  type Storage,
} from '@avatarium/platform';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';
import { GenerationJobRepository } from '../generation/jobs/generation-job.repository.js';
import { registerAssets } from './register-assets.js';

let stack: ServiceStack;
let mongo: Connection;
let bus: Bus;
let storage: Storage;
let jobs: GenerationJobRepository;
beforeAll(async () => {
  stack = await startServiceStack('media');
  const env = stack.envOf('media');
  const logger = createLogger('test', 'silent');
  mongo = await connectMongo(env.MONGODB_URI!, env.MONGODB_DB);
  bus = new Bus(await connectNats(env.NATS_URL!, 'assets-test'), logger);
  storage = createStorage(loadConfig(storageEnvSchema, env));
  // Until the media start-up registers them itself.
  await registerAssets({ mongo, bus, storage, logger });
  jobs = new GenerationJobRepository(mongo);
});
afterAll(async () => {
  await bus.close();
  await mongo.close();
  await stack.stop();
});

const owner = 'a'.repeat(24);
const put = (key: string) => storage.put(key, Readable.from([Buffer.from(key)]), 'application/octet-stream');
async function keysUnder(folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(folder)) keys.push(object.key);
  return keys.sort();
}

describe('media.assets.delete', () => {
  it("removes the agent's generated files, its uploads and its job; keys outside its folders are skipped", async () => {
    const agentId = 'A55EEE5555';
    for (const key of [
      `agents/${agentId}/poster.jpg`,
      `agents/${agentId}/expression/w.bin`,
      `agents/${agentId}/face-rig.json`,
      `uploads/${owner}/${agentId}/photo.png`,
    ])
      await put(key);
    await put('agents/A66FFF6666/poster.jpg');
    await jobs.create({
      agentId,
      ownerId: owner,
      prompt: 'p',
      model: 'essence',
      inputs: { imageKey: null, videoKey: null, audioKey: null },
      options: { aspectRatio: '16:9', videoAspectRatio: '16:9', durationSeconds: 10 },
    });
    const reply = await stack.bus.request(mediaAssets.deleteAssets, {
      ownerId: owner,
      agentId,
      keys: [`agents/${agentId}/poster.jpg`, 'agents/A66FFF6666/poster.jpg'],
    });
    expect(reply).toEqual({ deleted: 4, skipped: ['agents/A66FFF6666/poster.jpg'] });
    expect(await keysUnder(`agents/${agentId}`)).toEqual([]);
    expect(await keysUnder(`uploads/${owner}/${agentId}`)).toEqual([]);
    expect(await keysUnder('agents/A66FFF6666')).toEqual(['agents/A66FFF6666/poster.jpg']);
    expect(await jobs.find(agentId, owner)).toBeNull();
    // Again: nothing left, nothing fails.
    expect(await stack.bus.request(mediaAssets.deleteAssets, { ownerId: owner, agentId, keys: [] })).toEqual({
      deleted: 0,
      skipped: [],
    });
  });

  it('refuses an unsafe key at the boundary', async () => {
    const reply = await stack.bus.nc.request(
      mediaAssets.deleteAssets.subject,
      JSON.stringify({ ownerId: owner, agentId: 'A55EEE5555', keys: ['../etc/passwd'] }),
    );
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'BAD_INPUT', message: 'Invalid storage key' } });
  });
});
