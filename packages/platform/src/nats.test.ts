import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNats, type NatsServerHandle } from '../../../tools/infra/index.js';
import { connectNats, natsServerOptions } from './nats.js';

describe('natsServerOptions', () => {
  it('moves the user and password out of the URL', () => {
    expect(natsServerOptions('nats://avatarium:p%40ss%3Aw@127.0.0.1:4222')).toEqual({
      servers: 'nats://127.0.0.1:4222',
      user: 'avatarium',
      pass: 'p@ss:w',
    });
    expect(natsServerOptions('nats://127.0.0.1:4222')).toEqual({ servers: 'nats://127.0.0.1:4222' });
  });
});

describe('a NATS server that requires a password', () => {
  let storeDir: string;
  let nats: NatsServerHandle;
  beforeAll(async () => {
    storeDir = await mkdtemp(path.join(tmpdir(), 'nats-auth-'));
    nats = await startNats({ storeDir, auth: { user: 'avatarium', password: 'a secret/with@signs' } });
  }, 300_000);
  afterAll(async () => {
    await nats?.stop();
    await rm(storeDir, { recursive: true, force: true });
  });

  it('lets in a client with the password and refuses one without', async () => {
    const nc = await connectNats(nats.clientUrl, 'with-password');
    const sub = nc.subscribe('ping', { max: 1 });
    nc.publish('ping', 'hello');
    for await (const msg of sub) expect(msg.string()).toBe('hello');
    await nc.close();

    await expect(connectNats(nats.url, 'without-password')).rejects.toThrow(/authoriz/i);
  });

  it('keeps the password out of the loggable URL and in a file only its owner reads', async () => {
    expect(nats.url).not.toContain('secret');
    expect((await stat(path.join(storeDir, 'auth.conf'))).mode & 0o077).toBe(0);
  });
});
