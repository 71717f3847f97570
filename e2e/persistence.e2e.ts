import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testkit/http-client.js';
import { startPlatform, type RunningPlatform } from './support/platform.js';

let platform: RunningPlatform | undefined;
let scratch: string | undefined;
afterAll(async () => {
  await platform?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('npm start with embedded defaults', () => {
  it('keeps accounts, sessions and balances across a stop and a start', async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'avatarium-persist-'));
    const dataDir = path.join(scratch, 'data');
    // Nothing set: the supervisor spawns its own H2-backed database and NATS under dataDir.
    const env = { MONGODB_URI: '', NATS_URL: '' };
    platform = await startPlatform(dataDir, env);
    const client = new TestClient(platform.url);
    const email = `persist-${Date.now()}@example.com`;
    const signUp = await client.post('/api/auth/signup', { email, password: 'correct horse battery' });
    expect(signUp.status).toBe(201);
    expect((await client.get('/api/user/credit-balance')).data.balance).toBe(199);
    await platform.stop();

    platform = await startPlatform(dataDir, env);
    const sameBrowser = new TestClient(platform.url);
    // The old cookie still works: sessions and the generated secrets were kept.
    const again = await sameBrowser.get('/api/user/current-id', { cookie: client.cookieHeader });
    expect(again.data).toEqual({ success: true, userId: signUp.data.userId });
    const signIn = await sameBrowser.post('/api/auth/signin', { email, password: 'correct horse battery' });
    expect(signIn.data).toEqual({ success: true, userId: signUp.data.userId });
    expect((await sameBrowser.get('/api/user/credit-balance')).data).toMatchObject({ success: true, balance: 199 });
  });
});
