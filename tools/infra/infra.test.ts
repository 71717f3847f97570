import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MongoServerHandle, NatsServerHandle } from './index.js';
import { startMongo, startNats } from './index.js';

// Proves the embedded servers give the guarantees the services rely on (see ARCHITECTURE.md:
// unique indexes, atomic conditional single-document updates, durable JetStream, and data
// that survives a restart), against the real clients the services use.

const run = promisify(execFile);
let workDir: string;
let mongo: MongoServerHandle | undefined;
let nats: NatsServerHandle | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'avatarium-infra-test-'));
  [mongo, nats] = await Promise.all([startMongo({ backend: 'memory' }), startNats({ storeDir: join(workDir, 'nats') })]);
}, 300_000); // a first run builds nats-server and fetches the jars

afterAll(async () => {
  await Promise.all([mongo?.stop(), nats?.stop()]);
  await rm(workDir, { recursive: true, force: true });
});

describe('embedded MongoDB (memory backend)', () => {
  it('enforces unique indexes and applies 200 concurrent conditional debits exactly', async () => {
    const conn = await mongoose.createConnection(`${mongo!.uri}infra_test`).asPromise();
    try {
      const User = conn.model('User', new mongoose.Schema({ email: { type: String, unique: true } }));
      await User.init();
      await User.create({ email: 'a@example.com' });
      await expect(User.create({ email: 'a@example.com' })).rejects.toMatchObject({ code: 11000 });

      const Wallet = conn.model('Wallet', new mongoose.Schema({ balance: Number }));
      const wallet = await Wallet.create({ balance: 150 });
      const results = await Promise.all(
        Array.from({ length: 200 }, () => Wallet.updateOne({ _id: wallet._id, balance: { $gte: 1 } }, { $inc: { balance: -1 } })),
      );
      expect(results.filter((result) => result.modifiedCount === 1)).toHaveLength(150);
      expect((await Wallet.findById(wallet._id).lean())?.balance).toBe(0);
    } finally {
      await conn.close();
    }
  });
});

/**
 * Connects to the port as `user` (runuser; the test runs as root) and says whether the server
 * closed the connection within a second, before anything was sent.
 */
async function closedForUser(port: number, user: string | null): Promise<boolean> {
  const script = `const s=require('net').connect(${port},'127.0.0.1');s.on('error',()=>{});s.on('close',()=>{console.log('closed');process.exit(0)});setTimeout(()=>{console.log('open');process.exit(0)},1000)`;
  const command = user ? ['runuser', '-u', user, '--', process.execPath, '-e', script] : [process.execPath, '-e', script];
  const { stdout } = await run(command[0]!, command.slice(1));
  return stdout.trim() === 'closed';
}

describe('embedded MongoDB keeps other local users out (it has no authentication)', () => {
  it.runIf(process.getuid?.() === 0)('closes a connection from another user at once, and keeps its own', async () => {
    const port = Number(new URL(mongo!.uri).port);
    expect(await closedForUser(port, 'nobody')).toBe(true);
    expect(await closedForUser(port, null)).toBe(false);
    // And the services' driver still works after the refusal.
    const conn = await mongoose.createConnection(`${mongo!.uri}infra_users`).asPromise();
    try {
      expect((await conn.db!.admin().ping()).ok).toBe(1);
    } finally {
      await conn.close();
    }
  });
});

describe('NATS JetStream', () => {
  it('stores a message in a stream and delivers it to a durable consumer', async () => {
    const nc = await connect({ servers: nats!.url });
    try {
      const jsm = await jetstreamManager(nc);
      await jsm.streams.add({ name: 'INFRA_TEST', subjects: ['infra.test.>'] });
      await jsm.consumers.add('INFRA_TEST', { durable_name: 'reader', ack_policy: AckPolicy.Explicit });

      const js = jetstream(nc);
      const ack = await js.publish('infra.test.hello', 'hi there');
      expect(ack.seq).toBe(1);

      const consumer = await js.consumers.get('INFRA_TEST', 'reader');
      const message = await consumer.next({ expires: 5_000 });
      expect(message?.subject).toBe('infra.test.hello');
      expect(message?.string()).toBe('hi there');
      message?.ack();
    } finally {
      await nc.close();
    }
  });
});

describe('embedded MongoDB (H2 file backend)', () => {
  it('keeps documents across a restart on the same file', async () => {
    const file = join(workDir, 'mongo', 'restart.mv.db');
    const Note = new mongoose.Schema({ text: String });

    const first = await startMongo({ backend: 'h2', file });
    try {
      const conn = await mongoose.createConnection(`${first.uri}infra_test`).asPromise();
      await conn.model('Note', Note).create({ text: 'still here' });
      await conn.close();
    } finally {
      await first.stop();
    }

    const second = await startMongo({ backend: 'h2', file });
    try {
      const conn = await mongoose.createConnection(`${second.uri}infra_test`).asPromise();
      const found = await conn.model('Note', Note).findOne({ text: 'still here' }).lean();
      await conn.close();
      expect(found?.text).toBe('still here');
    } finally {
      await second.stop();
    }
  }, 60_000);
});
