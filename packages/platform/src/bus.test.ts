import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineRequest } from '@avatarium/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startNats, type NatsServerHandle } from '../../../tools/infra/index.js';
import { Bus } from './bus.js';
import { createLogger } from './logger.js';
import { connectNats } from './nats.js';

// Issue 22: a NATS blip must never leave a promise failing with nobody listening (that ends a
// Node process), make a request wait out its whole timeout, or make a clean stop fail.
const slowAnswer = defineRequest('test.bus.slow', z.object({}), z.object({ ok: z.boolean() }));

let storeDir: string;
let nats: NatsServerHandle;
let port: number;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(async () => {
  storeDir = await mkdtemp(path.join(tmpdir(), 'bus-blip-'));
  nats = await startNats({ storeDir });
  port = nats.port;
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
}, 120_000);
afterEach(async () => {
  process.off('unhandledRejection', onUnhandled);
  await nats?.stop();
  await rm(storeDir, { recursive: true, force: true });
});

const connect = async (name: string) => new Bus(await connectNats(nats.clientUrl, name), createLogger(name, 'silent'));

describe('Bus across a NATS outage', () => {
  it('fails a request in flight as soon as the connection drops, not after its timeout', async () => {
    const server = await connect('server');
    server.serve(slowAnswer, () => new Promise(() => undefined), 'q');
    await server.nc.flush();
    const client = await connect('client');

    const started = Date.now();
    const pending = client.request(slowAnswer, {}, { timeoutMs: 20_000 });
    const outcome = pending.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await nats.stop();
    expect(await outcome).toMatch(/not available/i);
    expect(Date.now() - started).toBeLessThan(5_000);

    nats = await startNats({ storeDir, port });
    await client.close();
    await server.close();
    expect(unhandled).toEqual([]);
  });

  it('stops cleanly while the connection is lost, and while it is coming back', async () => {
    const away = await connect('away');
    const returning = await connect('returning');
    away.serve(slowAnswer, async () => ({ ok: true }), 'q');
    returning.serve(slowAnswer, async () => ({ ok: true }), 'q');
    await nats.stop();
    await expect(away.close(1_000)).resolves.toBeUndefined();

    // The server is back and the client is still reconnecting: the drain's flush is rejected on
    // the reconnect ("connection disconnected"); the stop must still end well.
    nats = await startNats({ storeDir, port });
    await expect(returning.close(1_000)).resolves.toBeUndefined();
    expect(returning.nc.isClosed()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(unhandled).toEqual([]);
  });
});
