import { dynamics, type Agent } from '@avatarium/contracts';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeGpuHost } from '../../../../testkit/media/fake-gpu-host.js';
import { balanceOf, watchAgents } from '../../../../testkit/media/generation-test-kit.js';
import { ownerWithPortrait, spawnMediaProcess } from '../../../../testkit/media/movement-job-kit.js';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

// A killed worker is noticed when its job message goes unacknowledged for this long.
const ACK_WAIT_MS = 2_000;
const TOKEN = 'gpu-kill-token';

let stack: ServiceStack;
let host: Awaited<ReturnType<typeof startFakeGpuHost>>;
let mediaEnv: Record<string, string>;

// Catalog and credits in this process; the media service (with the GPU host) is started by the test.
beforeAll(async () => {
  // Each host job takes a few polls (about 1 s), so the kill lands while one is being waited for.
  host = await startFakeGpuHost({ token: TOKEN, pollsToFinish: 6 });
  stack = await startServiceStack(['catalog', 'credits']);
  mediaEnv = stack.envOf('media', {
    GENERATION_ACK_WAIT_MS: String(ACK_WAIT_MS),
    GPU_HOST_URL: host.url,
    GPU_HOST_TOKEN: TOKEN,
    GPU_HOST_POLL_MS: '50',
  });
});
afterAll(async () => {
  await stack?.stop();
  await host?.stop();
});

const videosOf = (agent: Agent) => Object.values(agent.dynamics?.batch_results ?? {});

describe('a movement worker asking the GPU host, killed with -9 mid-generation', () => {
  it('goes on from its record: a stored video is never asked again, the waited-for one is polled, not paid twice', async () => {
    const agents = watchAgents(stack.bus);
    const { ownerId, agent } = await ownerWithPortrait(stack);
    const first = await spawnMediaProcess(mediaEnv);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    const { jobId } = await stack.bus.request(dynamics.startMovements, {
      agentId: agent.id,
      ownerId,
      imageKey: agent.record.image_key!,
    });
    const landed = await agents.until(agent.id, (changed) => videosOf(changed).length === 1, 60_000);
    first.kill('SIGKILL');
    await exited;
    const [storedId] = Object.keys(landed.dynamics!.batch_results);

    const second = await spawnMediaProcess(mediaEnv);
    try {
      const done = await agents.until(agent.id, (changed) => changed.dynamics?.result != null, 120_000);
      expect(done.dynamics).toMatchObject({
        status: null,
        result: 'completed',
        summary: { successful: 5, failed: 0, model_used: 'seedance' },
      });
      expect(await balanceOf(stack.bus, ownerId)).toBe(500 - 250);
    } finally {
      second.kill('SIGKILL');
    }
    // The host made each video once; the one stored before the kill was asked for once only.
    const jobs = host.submitted('movement-clip').filter((job) => job.key.startsWith(`movements:${jobId}:`));
    expect(jobs.map((job) => job.input.motion).sort()).toEqual(
      ['Idle breathe', 'Idle sway', 'Look aside', 'Nod', 'Smile lean'].sort(),
    );
    expect(host.asked.get(`movements:${jobId}:${storedId}`)).toBe(1);

    const db = await mongoose.createConnection(inject('mongoUri'), { dbName: mediaEnv.MONGODB_DB }).asPromise();
    const job = await db.collection('movement_jobs').findOne({ _id: jobId as never });
    await db.close();
    expect((job?.clips as Array<{ state: string; refunded: boolean }>).map((clip) => [clip.state, clip.refunded])).toEqual(
      Array.from({ length: 5 }, () => ['done', false]),
    );
    agents.stop();
  }, 240_000);
});
