import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineEvent, defineJob } from '@avatarium/contracts';
import { jetstream } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startNats, type NatsServerHandle } from '../../../tools/infra/index.js';
import { Bus } from './bus.js';
import { ensureDurableConsumer, ensureStream, readJob } from './jetstream.js';
import { createLogger } from './logger.js';
import { connectNats } from './nats.js';

// The one typed publish (issue 25, finding 6): events on core NATS, jobs on JetStream, both
// parsed by their subject's contract before anything leaves.
const noted = defineEvent('test.publish.noted', z.object({ count: z.number().int().min(0) }));
const queued = defineJob('test.publish.jobs.run', z.object({ jobId: z.string().min(1) }));

let storeDir: string;
let nats: NatsServerHandle;
let bus: Bus;

beforeAll(async () => {
  storeDir = await mkdtemp(path.join(tmpdir(), 'bus-publish-'));
  nats = await startNats({ storeDir });
  bus = new Bus(await connectNats(nats.clientUrl, 'publish-test'), createLogger('publish-test', 'silent'));
  await ensureStream(bus.nc, { name: 'TEST_PUBLISH_JOBS', subjects: ['test.publish.jobs.>'], workQueue: true });
  await ensureDurableConsumer(bus.nc, 'TEST_PUBLISH_JOBS', 'test-worker', queued.subject);
}, 120_000);
afterAll(async () => {
  await bus?.close();
  await nats?.stop();
  await rm(storeDir, { recursive: true, force: true });
});

/** Every job message on the stream, as the worker reads it. */
async function takeAll(): Promise<Array<{ jobId: string } | undefined>> {
  const consumer = await jetstream(bus.nc).consumers.get('TEST_PUBLISH_JOBS', 'test-worker');
  const batch = await consumer.fetch({ max_messages: 10, expires: 1_000 });
  const taken: Array<{ jobId: string } | undefined> = [];
  for await (const msg of batch) {
    taken.push(readJob(queued, msg));
    msg.ack();
  }
  return taken;
}

describe('Bus.publish', () => {
  it('sends an event that fits its contract and refuses one that breaks it before it leaves', async () => {
    const seen: unknown[] = [];
    const raw = bus.nc.subscribe(noted.subject, { callback: (_error, msg) => void seen.push(msg.json()) });
    expect(() => bus.publish(noted, { count: -1 })).toThrow();
    bus.publish(noted, { count: 2 });
    await bus.nc.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    raw.unsubscribe();
    expect(seen).toEqual([{ count: 2 }]);
  });

  it('queues a job once per message id and refuses one that breaks its contract', async () => {
    await expect(bus.publish(queued, { jobId: '' } as never, { messageId: 'bad' })).rejects.toThrow();
    await bus.publish(queued, { jobId: 'a' }, { messageId: 'a:start' });
    await bus.publish(queued, { jobId: 'a' }, { messageId: 'a:start' }); // a retried queueing
    await bus.publish(queued, { jobId: 'b' }, { messageId: 'b:start' });
    expect(await takeAll()).toEqual([{ jobId: 'a' }, { jobId: 'b' }]);
  });

  it('hands the worker nothing for a message the contract does not read', async () => {
    bus.nc.publish(queued.subject, JSON.stringify({ job: 'written by hand' }));
    await bus.nc.flush();
    expect(await takeAll()).toEqual([undefined]);
  });
});
