import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';

// What `npm start` now runs by default (tools/start/run-mode.ts): the gateway in production.
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ NODE_ENV: 'production' });
});
afterAll(() => stack.stop());

describe('the gateway in production mode (the self-host default)', () => {
  it('answers GraphQL errors without stack traces or paths, refuses introspection and sends HSTS', async () => {
    const client = stack.client();
    const broken = await client.graphql('{ nope }');
    const text = JSON.stringify(broken);
    expect(broken.errors?.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/stacktrace|node_modules|\/work\/|\.ts:\d+/);
    const introspection = await client.graphql('{ __schema { types { name } } }');
    expect(introspection.data?.__schema).toBeUndefined();
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const response = await fetch(`${stack.url}/healthz`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('still signs a user in over plain http (a LAN address): the cookie is Secure only over https', async () => {
    const client = stack.client();
    const signUp = await client.post('/api/auth/signup', { email: 'lan-user@example.com', password: TEST_PASSWORD });
    expect(signUp.status).toBe(201);
    // A browser drops a Secure cookie set over http://192.168.x.y: sign-in would silently fail.
    const cookie = signUp.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^avatarium_session=.*HttpOnly/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    const me = await client.get('/api/user/current-id');
    expect([me.status, me.data.userId]).toEqual([200, signUp.data.userId]);
  });
});
