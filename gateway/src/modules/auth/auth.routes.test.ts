import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { signUpUser, TEST_PASSWORD } from '../../../../testkit/seed.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('POST /api/auth/signup', () => {
  it('creates the account, sets an HTTP-only SameSite=Lax session cookie and returns the user id', async () => {
    const client = stack.client();
    const response = await client.post('/api/auth/signup', { email: 'New.Person@Example.com', password: TEST_PASSWORD });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ success: true, userId: expect.stringMatching(/^[a-f0-9]{24}$/) });
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^avatarium_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // not production
  });

  it('refuses bad input with 400 and a clear message, per field', async () => {
    const client = stack.client();
    const badEmail = await client.post('/api/auth/signup', { email: 'not-an-email', password: TEST_PASSWORD });
    expect(badEmail.status).toBe(400);
    expect(badEmail.data).toMatchObject({ success: false, error: 'Please enter a valid email address.' });
    const shortPassword = await client.post('/api/auth/signup', { email: 'a@example.com', password: 'short' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.data.error).toBe('Password must be at least 8 characters.');
    expect(shortPassword.data.inputErrors).toEqual([{ field: 'password', message: 'Password must be at least 8 characters.' }]);
    const notJson = await client.request('POST', '/api/auth/signup', {
      body: 'email=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a taken email, whatever its case', async () => {
    const { email } = await signUpUser(stack.client());
    const again = await stack.client().post('/api/auth/signup', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.data).toEqual({
      success: false,
      error: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
      inputErrors: [],
    });
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in with the right password and sets the cookie', async () => {
    const { email, userId } = await signUpUser(stack.client());
    const client = stack.client();
    const response = await client.post('/api/auth/signin', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ success: true, userId });
    expect((await client.get('/api/user/current-id')).data).toEqual({ success: true, userId });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const { email } = await signUpUser(stack.client());
    const wrongPassword = await stack.client().post('/api/auth/signin', { email, password: 'wrong password!' });
    const unknownEmail = await stack
      .client()
      .post('/api/auth/signin', { email: 'nobody@example.com', password: 'wrong password!' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.data).toEqual(unknownEmail.data);
    expect(wrongPassword.data.error).toBe('Invalid email or password.');
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the session on the server, not only in the browser', async () => {
    const client = stack.client();
    await signUpUser(client);
    const stolenCookie = client.cookieHeader;
    const response = await client.post('/api/auth/signout');
    expect(response.data).toEqual({ success: true });
    expect((await client.get('/api/user/current-id')).status).toBe(401);
    const replay = await stack.client().get('/api/user/current-id', { cookie: stolenCookie });
    expect(replay.status).toBe(401);
  });
});

describe('GET /api/user/current-id', () => {
  it('returns 401 JSON when signed out', async () => {
    const response = await stack.client().get('/api/user/current-id');
    expect(response.status).toBe(401);
    expect(response.data).toEqual({ success: false, error: 'Unauthorized' });
  });
});

describe('rate limiting', () => {
  it('refuses sign-in attempts beyond the limit with 429', async () => {
    const limited = await startStack({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push(
          (await limited.client().post('/api/auth/signin', { email: 'x@example.com', password: 'whatever-pass' })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const refused = await limited.client().post('/api/auth/signin', { email: 'x@example.com', password: 'whatever-pass' });
      expect(refused.data).toMatchObject({ success: false, error: 'Too many attempts. Please wait a minute and try again.' });
      // A client cannot pose as many by writing X-Forwarded-For: no proxy is trusted by default.
      const spoofed = await limited
        .client()
        .post('/api/auth/signin', { email: 'x@example.com', password: 'whatever-pass' }, { 'x-forwarded-for': '203.0.113.9' });
      expect(spoofed.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Sign-up counts in a bucket of its own: a spent sign-in budget does not block it.
      const signUp = await limited.client().post('/api/auth/signup', { email: 'new@example.com', password: 'whatever-pass' });
      expect(signUp.status).toBe(201);
    } finally {
      await limited.stop();
    }
  });
});

describe('per-account sign-in throttle', () => {
  it('throttles one account across client addresses, and says when to retry over GraphQL', async () => {
    const limited = await startStack({
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      const from = (address: string, email = 'victim@example.com') =>
        limited.client().post('/api/auth/signin', { email, password: 'whatever-pass' }, { 'x-forwarded-for': address });
      const statuses = [];
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) statuses.push((await from(address)).status);
      expect(statuses).toEqual([401, 401, 429]);
      // The same address, another account: not throttled by the first account's attempts.
      expect((await from('203.0.113.3', 'someone-else@example.com')).status).toBe(401);
      const result = await limited
        .client()
        .graphql(
          'mutation { signIn(input: { email: "victim@example.com", password: "whatever-pass" }) { ok } }',
          {},
          { 'x-forwarded-for': '203.0.113.4' },
        );
      expect(result.errors?.[0]).toMatchObject({
        message: 'Too many attempts. Please wait a minute and try again.',
        extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
      });
    } finally {
      await limited.stop();
    }
  });
});
