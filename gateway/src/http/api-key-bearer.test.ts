import { createLogger } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../testkit/agent-cards.js';
import { TestClient } from '../../../testkit/http-client.js';
import { collect } from '../../../testkit/ws-client.js';
import { bearer, issuedKey, keySocket, updateApiKeyDocument } from '../../../testkit/developer/api-key-kit.js';
import { signUpUser } from '../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { startGateway } from '../server.js';

const RATE = 40;
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE) });
});
afterAll(() => stack.stop());

/** A caller with no cookie: a script. */
const script = () => stack.client();

describe('Authorization: Bearer av_live_… on /api and /graphql', () => {
  it('acts as its owner within its scopes, on REST, GraphQL and graphql-ws', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const { secret } = await issuedKey(owner.client, ['agents:read']);

    const me = await script().get('/api/user/current-id', bearer(secret));
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.data)).toContain(owner.userId);
    expect(me.headers.get('ratelimit-limit')).toBe(String(RATE));
    expect(Number(me.headers.get('ratelimit-remaining'))).toBe(RATE - 1);
    expect(Number(me.headers.get('ratelimit-reset'))).toBeGreaterThan(0);

    // The owner's private agent, which nobody else may read.
    expect((await script().get(`/api/agents/${agent.id}`, bearer(secret))).status).toBe(200);
    expect((await script().get(`/api/agents/${agent.id}`)).status).not.toBe(200);
    expect((await script().get('/api/agents?type=community', bearer(secret))).status).toBe(200);

    const graph = await script().graphql('{ me { id } myAgents { id } }', {}, bearer(secret));
    expect(graph).toEqual({ data: { me: { id: owner.userId }, myAgents: [{ id: agent.id }] } });

    const socket = keySocket(stack.url, secret);
    const updates = collect<{ myAgentUpdates: { id: string } }>(socket, 'subscription { myAgentUpdates { id } }');
    expect((await updates.next()).myAgentUpdates.id).toBe(agent.id);
    updates.dispose();
    await socket.dispose();
  });

  it('refuses a missing scope with 403 naming it, on every face', async () => {
    const owner = await signedInUser(stack);
    const { secret } = await issuedKey(owner.client, ['agents:read']);
    const rest = await script().post('/api/conversations', {}, bearer(secret));
    expect(rest.status).toBe(403);
    expect(rest.data).toEqual({
      success: false,
      error: 'This API key lacks the scope conversations needed for POST /api/conversations.',
      code: 'FORBIDDEN',
    });
    const billing = await script().request('POST', '/graphql', {
      json: { query: '{ me { id } creditBalance { balance } }' },
      headers: bearer(secret),
    });
    expect(billing.status).toBe(403);
    expect(billing.data.errors[0]).toMatchObject({
      message: 'This API key lacks the scope billing:read needed for Query.creditBalance.',
      extensions: { code: 'FORBIDDEN' },
    });
    // Through a fragment it is still found.
    const hidden = await script().graphql('query { ...F } fragment F on Query { creditBalance { balance } }', {}, bearer(secret));
    expect(hidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const socket = keySocket(stack.url, secret);
    const refused = collect(socket, 'subscription { creditBalanceChanged { balance } }');
    await vi.waitFor(() => expect(refused.failure).toBeDefined());
    expect(JSON.stringify(refused.failure)).toContain('lacks the scope billing:read');
    await socket.dispose();
  });

  it('never reaches session-only surfaces, whatever its scopes', async () => {
    const owner = await signedInUser(stack);
    const { secret } = await issuedKey(owner.client);
    const refusedRoutes: Array<[string, string]> = [
      ['GET', '/api/developer/keys'],
      ['POST', '/api/developer/keys'],
      ['POST', '/api/developer/keys/ak_000000000000000000/roll'],
      ['DELETE', '/api/developer/keys/ak_000000000000000000'],
      ['GET', '/api/settings/providers'],
      ['POST', '/api/settings/providers'],
      ['POST', '/api/credits/top-up'],
      ['POST', '/api/subscription/upgrade'],
      ['GET', '/api/stripe/manage'],
      ['GET', '/api/stripe/session'],
      ['POST', '/api/collections/c1/subscription'],
      ['POST', '/api/auth/signout'],
      ['POST', '/api/auth/signin'],
      ['POST', '/api/user/reference'],
      ['GET', '/api/no-such-route'],
    ];
    for (const [method, path] of refusedRoutes) {
      const json = method === 'GET' ? undefined : {};
      const response = await script().request(method, path, { json, headers: bearer(secret) });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.data.error).toBe(`API keys cannot use ${method} ${path}: it needs the owner signed in.`);
    }
    for (const query of [
      '{ apiKeys { id } }',
      'mutation { createApiKey(input: { name: "x", scopes: ["agents:read"] }) { ok } }',
      'mutation { rollApiKey(id: "ak_000000000000000000") { ok } }',
      '{ providerKeys { id } }',
      'mutation { changePlan(plan: PRO) { kind } }',
      'mutation { billingPortalUrl }',
      'mutation { signOut }',
    ]) {
      const response = await script().graphql(query, {}, bearer(secret));
      expect(response.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    // The owner's session still works and still has the one key.
    expect((await owner.client.get('/api/developer/keys')).data.keys).toHaveLength(1);
  });

  it('refuses a wrong, tampered, revoked or expired key with 401 and a clear message', async () => {
    const owner = await signedInUser(stack);
    const { id, secret } = await issuedKey(owner.client, ['agents:read']);
    const lookups = vi.spyOn(stack.gateway.deps.apiKeys, 'findByHash');

    // A tampered checksum (or a made-up key) is refused without a database lookup.
    const last = secret.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [secret.slice(0, -1) + last, 'av_live_nope', 'sk-something-else']) {
      const response = await script().get('/api/user/current-id', bearer(bad));
      expect(response.status).toBe(401);
      expect(response.data).toEqual({ success: false, error: 'The API key is not valid.', code: 'UNAUTHENTICATED' });
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    const graph = await script().request('POST', '/graphql', { json: { query: '{ me { id } }' }, headers: bearer('av_live_x') });
    expect(graph.status).toBe(401);
    expect(graph.data.errors[0].message).toBe('The API key is not valid.');
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();

    expect((await script().get('/api/user/current-id', bearer(secret))).status).toBe(200);
    await owner.client.request('DELETE', `/api/developer/keys/${id}`);
    // At once, though the key was just cached by the call above.
    const revoked = await script().get('/api/user/current-id', bearer(secret));
    expect(revoked.status).toBe(401);
    expect(revoked.data.error).toBe('This API key was revoked.');

    const expiring = await issuedKey(owner.client, ['agents:read'], { expiresInDays: 30 });
    await updateApiKeyDocument(stack, expiring.id, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await script().get('/api/user/current-id', bearer(expiring.secret));
    expect(expired.status).toBe(401);
    expect(expired.data.error).toBe('This API key has expired.');
    const listed = await owner.client.get('/api/developer/keys');
    expect(listed.data.keys.find((key: { id: string }) => key.id === expiring.id).expired).toBe(true);
  });

  it('closes the sockets of a key when it is revoked, and refuses a bad key at connection_init', async () => {
    const owner = await signedInUser(stack);
    await readyAgentOf(stack, owner.userId);
    const { id, secret } = await issuedKey(owner.client, ['agents:read']);
    let closedWith: number | undefined;
    const socket = keySocket(stack.url, secret, (code) => (closedWith = code));
    const updates = collect<{ myAgentUpdates: { id: string } }>(socket, 'subscription { myAgentUpdates { id } }');
    await updates.next();
    await owner.client.request('DELETE', `/api/developer/keys/${id}`);
    await vi.waitFor(() => expect(closedWith).toBe(4401));

    let refusedWith: number | undefined;
    const refused = keySocket(stack.url, secret, (code) => (refusedWith = code));
    collect(refused, 'subscription { myAgentUpdates { id } }');
    await vi.waitFor(() => expect(refusedWith).toBe(4403));
    await refused.dispose();
  });

  it('is refused at once by every gateway when revoked on one of them (their caches are dropped)', async () => {
    const owner = await signedInUser(stack);
    const { id, secret } = await issuedKey(owner.client, ['agents:read']);
    const second = await stack.anotherGateway();
    const there = new TestClient(second.url);
    // Cached on the second gateway by this call.
    expect((await there.get('/api/user/current-id', bearer(secret))).status).toBe(200);
    await owner.client.request('DELETE', `/api/developer/keys/${id}`);
    await vi.waitFor(async () => {
      const refused = await there.get('/api/user/current-id', bearer(secret));
      expect(refused.status).toBe(401);
      expect(refused.data.error).toBe('This API key was revoked.');
    }, 2000);
  });

  it('never writes a key to the logs, used well or badly, on any face', async () => {
    const lines: string[] = [];
    const logged = await startGateway(
      { ...stack.gateway.deps.config, PORT: 0 },
      createLogger('gateway', 'debug', {}, (line) => void lines.push(line)),
    );
    try {
      const browser = new TestClient(logged.url);
      await signUpUser(browser);
      const { secret } = await issuedKey(browser, ['agents:read']);
      const rolled = (
        await browser.post(`/api/developer/keys/${(await browser.get('/api/developer/keys')).data.keys[0].id}/roll`)
      ).data.secret as string;
      const script = new TestClient(logged.url);
      await script.get('/api/user/current-id', bearer(rolled));
      await script.get('/api/user/current-id', bearer(secret));
      await script.get('/api/user/current-id', bearer(rolled.slice(0, -1) + '0'));
      await script.post('/api/conversations', { agentId: 'x' }, bearer(rolled));
      await script.graphql('{ creditBalance { balance } }', {}, bearer(rolled));
      await script.graphql('{ me { id } }', {}, bearer(`${rolled}x`));
      await script.get(`/api/agents/${rolled}`, bearer(rolled));
      const socket = keySocket(logged.url, rolled);
      const refused = collect(socket, 'subscription { creditBalanceChanged { balance } }');
      await vi.waitFor(() => expect(refused.failure).toBeDefined());
      await socket.dispose();
    } finally {
      await logged.stop();
    }
    expect(lines.length).toBeGreaterThan(0);
    const leaks = lines.filter((line) => /av_live_[0-9A-Za-z]{8}/.test(line));
    expect(leaks).toEqual([]);
  });

  it('records when a key was last used', async () => {
    const owner = await signedInUser(stack);
    const { id, secret } = await issuedKey(owner.client, ['agents:read']);
    await script().get('/api/user/current-id', bearer(secret));
    await vi.waitFor(async () => {
      const keys = (await owner.client.get('/api/developer/keys')).data.keys as Array<{ id: string; lastUsedAt: string | null }>;
      expect(keys.find((key) => key.id === id)?.lastUsedAt).not.toBeNull();
    });
  });

  it(`answers 429 with Retry-After once a key has made ${RATE} requests in a minute`, async () => {
    const owner = await signedInUser(stack);
    const { secret } = await issuedKey(owner.client, ['agents:read']);
    for (let n = 1; n <= RATE; n++) {
      const response = await script().get('/api/user/current-id', bearer(secret));
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-remaining')).toBe(String(RATE - n));
    }
    const limited = await script().get('/api/user/current-id', bearer(secret));
    expect(limited.status).toBe(429);
    expect(limited.data).toEqual({
      success: false,
      error: 'Too many requests with this API key. Please wait and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    // Another key of the same owner has its own budget; the owner's session is not limited.
    const other = await issuedKey(owner.client, ['agents:read']);
    expect((await script().get('/api/user/current-id', bearer(other.secret))).status).toBe(200);
    expect((await owner.client.get('/api/user/current-id')).status).toBe(200);
  });

  it('keeps CSRF rules for cookies and skips them for bearer requests', async () => {
    const owner = await signedInUser(stack);
    const { secret } = await issuedKey(owner.client, ['agents:read']);
    const foreign = { origin: 'https://evil.example' };
    const cookie = await owner.client.request('POST', '/graphql', { json: { query: '{ me { id } }' }, headers: foreign });
    expect(cookie.status).toBe(403);
    expect(cookie.data.error).toBe('Cross-site request refused.');
    // The same tab's cookie rides along, but a bearer request is the key's alone.
    const keyed = await owner.client.request('POST', '/graphql', {
      json: { query: '{ me { id } }' },
      headers: { ...foreign, ...bearer(secret) },
    });
    expect(keyed.status).toBe(200);
    expect(keyed.data.data.me.id).toBe(owner.userId);
    const rest = await script().request('POST', '/api/conversations', { json: {}, headers: { ...foreign, ...bearer(secret) } });
    expect(rest.status).toBe(403);
    expect(rest.data.error).toContain('lacks the scope conversations');
  });

  it("never lets a key read another user's data", async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const { secret } = await issuedKey(other.client);
    expect((await script().get(`/api/agents/${agent.id}`, bearer(secret))).status).not.toBe(200);
    const graph = await script().graphql(
      'query ($id: ID!) { agent(id: $id) { id } myAgents { id } }',
      { id: agent.id },
      bearer(secret),
    );
    expect(graph.data).toEqual({ agent: null, myAgents: [] });
  });
});
