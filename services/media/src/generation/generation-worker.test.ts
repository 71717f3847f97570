import { media } from '@avatarium/contracts';
import { createLogger, type RunningService } from '@avatarium/platform';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { balanceOf, hasStatus, newOwner, watchAgents } from '../../../../testkit/media/generation-test-kit.js';
import { spawnMediaProcess as spawnMedia } from '../../../../testkit/media/movement-job-kit.js';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';
import { GenerationJobRepository } from './jobs/generation-job.repository.js';
import { recoverStalledJobs } from './recover-stalled-jobs.js';

// A killed worker is noticed when its job message goes unacknowledged for this long.
const ACK_WAIT_MS = 2_000;

let stack: ServiceStack;
let bus: ServiceStack['bus'];
let mediaEnv: Record<string, string>;
let creditsService: RunningService;

// Catalog and credits in this process; the media service is started by each test.
beforeAll(async () => {
  stack = await startServiceStack('catalog');
  creditsService = await stack.start('credits');
  bus = stack.bus;
  mediaEnv = stack.envOf('media', { GENERATION_ACK_WAIT_MS: String(ACK_WAIT_MS) });
});

afterAll(() => stack.stop());

const spawnMediaProcess = () => spawnMedia(mediaEnv);

describe('a killed generation worker', () => {
  it('is replaced: the job continues from its last finished step, reaches ready, and is charged once', async () => {
    const agents = watchAgents(bus);
    const ownerId = await newOwner(bus);
    const first = await spawnMediaProcess();
    const exited = new Promise((resolve) => first.once('exit', resolve));

    const { agentId } = await bus.request(media.startGeneration, {
      ownerId,
      prompt: 'Captain Hook, a grumpy pirate',
      model: 'essence',
    });
    await agents.until(agentId, hasStatus('processing', 'persona_created'));
    first.kill('SIGKILL');
    await exited;
    expect(agents.sequence(agentId).at(-1)).not.toBe('ready/model_built');

    // A new media service: JetStream redelivers the unacknowledged job once the ack wait is over.
    await stack.start('media', { GENERATION_ACK_WAIT_MS: String(ACK_WAIT_MS) });
    const ready = await agents.until(agentId, hasStatus('ready'), 25_000);
    expect(ready.name).toBe('Captain Hook');
    expect(agents.sequence(agentId)).toEqual([
      'pending/created',
      'processing/persona_created',
      'processing/image_created',
      'processing/video_created',
      'processing/lip_created',
      'processing/model_built',
      'ready/model_built',
    ]);
    expect(await balanceOf(bus, ownerId)).toBe(99);

    // Every step ran exactly once: the persona finished before the kill and was not written again.
    const db = await mongoose.createConnection(inject('mongoUri'), { dbName: mediaEnv.MONGODB_DB }).asPromise();
    const job = await db.collection('generation_jobs').findOne({ _id: agentId as never });
    await db.close();
    expect(job).toMatchObject({ state: 'done', charged: true, refunded: false });
    expect(job?.stepRuns).toEqual({ persona: 1, image: 1, face: 1, video: 1, lip: 1, model: 1 });
    agents.stop();
  });
});

describe('a creation the credits service did not answer', () => {
  it('is left unpaid, then paid once and generated when the recovery sweep finds it', async () => {
    const agents = watchAgents(bus);
    const ownerId = await newOwner(bus);
    await creditsService.stop();
    const refused = await bus
      .request(media.startGeneration, { ownerId, prompt: 'A night watchman', model: 'essence' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'UNAVAILABLE' });
    creditsService = await stack.start('credits');

    const db = await mongoose.createConnection(inject('mongoUri'), { dbName: mediaEnv.MONGODB_DB }).asPromise();
    const jobs = new GenerationJobRepository(db);
    const [unpaid] = await jobs.findStalled(['starting'], 0);
    expect(unpaid).toMatchObject({ ownerId, charged: false });
    expect(await recoverStalledJobs({ jobs, bus, logger: createLogger('test', 'silent') }, 0)).toBeGreaterThanOrEqual(1);
    await agents.until(unpaid!.agentId, hasStatus('ready'));
    expect(await balanceOf(bus, ownerId)).toBe(99);
    await db.close();
    agents.stop();
  });
});
