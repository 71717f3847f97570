import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { TestClient } from '../../../testkit/http-client.js';
import { SessionCache } from './session-cache.js';

describe('SessionCache', () => {
  const resolved = (expiresAt: Date) => ({
    user: { id: 'u', email: 'a@b.c', signUpReference: null, createdAt: new Date() },
    session: { id: 'h', userId: 'u', expiresAt },
  });

  it('keeps an entry for its TTL and never past the session expiry', () => {
    const cache = new SessionCache(1000);
    cache.set('h', resolved(new Date(5000)), 0);
    expect(cache.get('h', 999)).toBeDefined();
    expect(cache.get('h', 1000)).toBeUndefined();
    cache.set('h', resolved(new Date(500)), 0);
    expect(cache.get('h', 500)).toBeUndefined();
  });

  it('does not take back a session revoked while its lookup was in flight', () => {
    const cache = new SessionCache(1000);
    cache.evict('h', 0);
    cache.set('h', resolved(new Date(1e13)), 10);
    expect(cache.get('h', 20)).toBeUndefined();
    cache.set('h', resolved(new Date(1e13)), 2000); // long after: a new lookup may cache again
    expect(cache.get('h', 2001)).toBeDefined();
  });

  it('drops the oldest entry when full, and a revoked session at once', () => {
    const cache = new SessionCache(10_000, 2);
    cache.set('a', resolved(new Date(1e13)));
    cache.set('b', resolved(new Date(1e13)));
    cache.set('c', resolved(new Date(1e13)));
    expect(cache.get('a')).toBeUndefined();
    cache.evict('b');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});

describe('signing out behind a load balancer', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.stop());

  it('ends the session on every gateway, even one that just served it', async () => {
    const other = await stack.anotherGateway();
    const client = stack.client();
    const { userId } = await signUpUser(client);
    const elsewhere = new TestClient(other.url);
    const cookie = { cookie: client.cookieHeader };
    expect((await elsewhere.get('/api/user/current-id', cookie)).data).toEqual({ success: true, userId });
    await client.post('/api/auth/signout');
    await expect.poll(async () => (await elsewhere.get('/api/user/current-id', cookie)).status, { timeout: 2000 }).toBe(401);
  });
});
