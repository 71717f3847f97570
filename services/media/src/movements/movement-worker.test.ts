import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { catalog, credits, dynamics, type Agent } from '@avatarium/contracts';
import { LocalStorage } from '@avatarium/platform';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readyAgent } from '../../../../testkit/catalog/agent-actions-stack.js';
import { balanceOf, newOwner, watchAgents } from '../../../../testkit/media/generation-test-kit.js';
import { startServiceStack, TEST_STORAGE_SECRET, type ServiceStack } from '../../../../testkit/service-stack.js';

// A killed worker is noticed when its job message goes unacknowledged for this long.
const ACK_WAIT_MS = 2_000;
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const FACE = fileURLToPath(new URL('../../test-fixtures/face.jpg', import.meta.url));

let stack: ServiceStack;
let mediaEnv: Record<string, string>;

// Catalog and credits in this process; the media service is started by the test.
beforeAll(async () => {
  stack = await startServiceStack(['catalog', 'credits']);
  mediaEnv = stack.envOf('media', { GENERATION_ACK_WAIT_MS: String(ACK_WAIT_MS) });
});
afterAll(() => stack.stop());

/** The media service as its own process (`npm start` runs it the same way), ready to take jobs. */
function spawnMediaProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/media/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...mediaEnv, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('media process did not start in 30 s')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('media service ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`media process exited with ${code}`)));
  });
}

const videosOf = (agent: Agent) => Object.values(agent.dynamics?.batch_results ?? {});

describe('a movement worker killed with -9 mid-generation', () => {
  it('is replaced: the job goes on from its record, every video finishes once, 250 credits are taken once', async () => {
    const agents = watchAgents(stack.bus);
    const ownerId = await newOwner(stack.bus);
    await stack.bus.request(credits.grantCredits, {
      userId: ownerId,
      amount: 301,
      idempotencyKey: `t-${ownerId}`,
      reason: 'test',
    });
    const agent = await readyAgent(stack.bus, ownerId);
    const storage = new LocalStorage(path.join(stack.dataDir, 'storage'), TEST_STORAGE_SECRET);
    await storage.put(agent.record.image_key!, Readable.from([await readFile(FACE)]), 'image/jpeg');

    const first = await spawnMediaProcess();
    const exited = new Promise((resolve) => first.once('exit', resolve));
    const { jobId } = await stack.bus.request(dynamics.startMovements, {
      agentId: agent.id,
      ownerId,
      imageKey: agent.record.image_key!,
    });
    await agents.until(agent.id, (changed) => videosOf(changed).length === 1, 60_000);
    first.kill('SIGKILL');
    await exited;

    // A new media service: JetStream redelivers the unacknowledged job once the ack wait is over.
    await stack.start('media', { GENERATION_ACK_WAIT_MS: String(ACK_WAIT_MS) });
    const done = await agents.until(agent.id, (changed) => changed.dynamics?.result != null, 120_000);
    expect(done.dynamics).toMatchObject({ status: null, result: 'completed', summary: { successful: 5, failed: 0 } });
    expect(videosOf(done)).toHaveLength(5);
    expect(await balanceOf(stack.bus, ownerId)).toBe(500 - 250);

    const db = await mongoose.createConnection(inject('mongoUri'), { dbName: mediaEnv.MONGODB_DB }).asPromise();
    const job = await db.collection('movement_jobs').findOne({ _id: jobId as never });
    const lock = await db.collection('movement_locks').findOne({ _id: agent.id as never });
    await db.close();
    expect(job).toMatchObject({ state: 'done' });
    expect((job?.clips as Array<{ state: string; refunded: boolean }>).map((clip) => [clip.state, clip.refunded])).toEqual(
      Array.from({ length: 5 }, () => ['done', false]),
    );
    expect(lock).toBeNull();
    const stored = await stack.bus.request(catalog.getAgent, { agentId: agent.id, scope: { kind: 'owner', ownerId } });
    expect(Object.keys(stored!.dynamics!.batch_results).sort()).toEqual(
      (job?.clips as Array<{ videoId: string }>).map((clip) => clip.videoId).sort(),
    );
    agents.stop();
  }, 240_000);
});
