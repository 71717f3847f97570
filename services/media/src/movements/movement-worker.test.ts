import { catalog, dynamics, type Agent } from '@avatarium/contracts';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { balanceOf, watchAgents } from '../../../../testkit/media/generation-test-kit.js';
import { ownerWithPortrait, spawnMediaProcess as spawnMedia } from '../../../../testkit/media/movement-job-kit.js';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

// A killed worker is noticed when its job message goes unacknowledged for this long.
const ACK_WAIT_MS = 2_000;

let stack: ServiceStack;
let mediaEnv: Record<string, string>;

// Catalog and credits in this process; the media service is started by the test.
beforeAll(async () => {
  stack = await startServiceStack(['catalog', 'credits']);
  mediaEnv = stack.envOf('media', { GENERATION_ACK_WAIT_MS: String(ACK_WAIT_MS) });
});
afterAll(() => stack.stop());

const spawnMediaProcess = () => spawnMedia(mediaEnv);

const videosOf = (agent: Agent) => Object.values(agent.dynamics?.batch_results ?? {});

describe('a movement worker killed with -9 mid-generation', () => {
  it('is replaced: the job goes on from its record, every video finishes once, 250 credits are taken once', async () => {
    const agents = watchAgents(stack.bus);
    const { ownerId, agent } = await ownerWithPortrait(stack);

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
