import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { signUpUser } from '../../../testkit/seed.js';
import type { TestClient } from '../../../testkit/http-client.js';

let stack: TestStack;
let client: TestClient;
beforeAll(async () => {
  stack = await startStack({ ALLOWED_ORIGINS: 'https://partner.example' });
  client = stack.client();
  await signUpUser(client);
});
afterAll(() => stack.stop());

const ownOrigin = () => stack.url.replace('127.0.0.1', '127.0.0.1');

describe('cross-site request refusal', () => {
  it('refuses a cookie-authenticated REST write from a foreign origin', async () => {
    const response = await client.post('/api/auth/signout', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.data).toEqual({ success: false, error: 'Cross-site request refused.', code: 'FORBIDDEN' });
    expect((await client.get('/api/user/current-id')).status).toBe(200); // still signed in
  });

  it('refuses a cookie-authenticated GraphQL mutation from a foreign origin, JSON or multipart', async () => {
    const json = await client.post('/graphql', { query: 'mutation { signOut }' }, { origin: 'https://evil.example' });
    expect(json.status).toBe(403);
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation { signOut }' }));
    form.set('map', '{}');
    const multipart = await client.request('POST', '/graphql', { body: form, headers: { origin: 'https://evil.example' } });
    expect(multipart.status).toBe(403);
    expect((await client.get('/api/user/current-id')).status).toBe(200);
  });

  it('lets the same origin, configured origins and clients without an Origin through', async () => {
    const me = '{ me { id } }';
    expect((await client.graphql(me, {}, { origin: ownOrigin() })).data?.me).toBeTruthy();
    expect((await client.graphql(me, {}, { origin: 'https://partner.example' })).data?.me).toBeTruthy();
    expect((await client.graphql(me)).data?.me).toBeTruthy();
  });

  it("keeps Apollo's CSRF prevention: a simple (form-like) request to /graphql is refused", async () => {
    const response = await client.request('POST', '/graphql', {
      body: 'query={ ping }',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    const getQuery = await client.get('/graphql?query=%7Bping%7D');
    expect(getQuery.status).toBe(400);
    expect(JSON.stringify(getQuery.data)).toMatch(/CSRF/i);
  });
});
