import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { signUpUser } from '../../../testkit/seed.js';
import type { TestClient } from '../../../testkit/http-client.js';
import { isForeignOrigin, ownOriginOf } from './csrf-guard.js';
import { SESSION_COOKIE } from './session-cookie.js';

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

describe('what counts as our own origin', () => {
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('ignores X-Forwarded-Host / -Proto without TRUST_PROXY (REST and GraphQL)', async () => {
    const rest = await client.post('/api/auth/signout', {}, { origin: 'https://evil.example', ...forged });
    expect(rest.status).toBe(403);
    const graphql = await client.post(
      '/graphql',
      { query: 'mutation { signOut }' },
      { origin: 'https://evil.example', ...forged },
    );
    expect(graphql.status).toBe(403);
    expect((await client.get('/api/user/current-id')).status).toBe(200);
  });

  it('compares the scheme too: https://our-host is not http://our-host', async () => {
    const response = await client.post('/api/auth/signout', {}, { origin: ownOrigin().replace('http:', 'https:') });
    expect(response.status).toBe(403);
    expect((await client.get('/api/user/current-id')).status).toBe(200);
  });

  it('refuses a websocket whose forged X-Forwarded-Host names the foreign origin', async () => {
    const socket = new WebSocket(stack.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', {
      headers: { cookie: client.cookieHeader, origin: 'https://evil.example', ...forged },
    });
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    socket.terminate();
    expect(status).toBe(403);
  });

  const upgrade = (headers: Record<string, string>, encrypted = false) =>
    ({ headers, socket: { remoteAddress: '10.0.0.1', encrypted } }) as unknown as IncomingMessage;

  it('believes the forwarded headers only from a trusted proxy', () => {
    const request = upgrade({ host: 'internal:4000', ...forged });
    expect(ownOriginOf(request, () => false)).toBe('http://internal:4000');
    expect(ownOriginOf(request, (address) => address === '10.0.0.1')).toBe('https://evil.example');
    expect(ownOriginOf(upgrade({ host: 'app.example' }, true), () => false)).toBe('https://app.example');
  });

  it('matches origins by scheme, host and port, with default ports normalised', () => {
    const headers = (origin: string) => ({ origin, cookie: `${SESSION_COOKIE}=x` });
    expect(isForeignOrigin(headers('https://app.example:443'), [], 'https://app.example')).toBe(false);
    expect(isForeignOrigin(headers('http://app.example'), [], 'https://app.example')).toBe(true);
    expect(isForeignOrigin(headers('https://app.example:8443'), [], 'https://app.example')).toBe(true);
    expect(isForeignOrigin(headers('https://partner.example'), ['https://partner.example/'], 'https://app.example')).toBe(false);
    expect(isForeignOrigin(headers('null'), [], 'https://app.example')).toBe(true);
    expect(isForeignOrigin({ origin: 'https://evil.example' }, [], 'https://app.example')).toBe(false); // no cookie to ride
  });
});
