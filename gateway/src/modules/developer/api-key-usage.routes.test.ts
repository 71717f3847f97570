import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { holding } from '../../../../testkit/conversation/conversation-test-kit.js';
import { bearer, issuedKey } from '../../../../testkit/developer/api-key-kit.js';
import { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { API_KEY_REQUESTS_PER_MINUTE } from '../../api-keys/api-key-rate-limits.js';

// No API_KEY_RATE_LIMIT_PER_MINUTE here: keys get their owner's plan's limit.
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const script = () => stack.client();
const today = () => new Date().toISOString().slice(0, 10);
type RouteUsage = { route: string; requests: number; errors: number };

describe('GET /api/developer/keys/{id}/usage, GET /api/developer/usage, Query.apiKeyUsage', () => {
  it('counts a key’s requests by route pattern and operation, with errors and latency, per day', async () => {
    const owner = await signedInUser(stack);
    const { id, secret } = await issuedKey(owner.client);
    const empty = await owner.client.get(`/api/developer/keys/${id}/usage`);
    expect(empty.status).toBe(200);
    expect(empty.data.usage.totals).toEqual({ requests: 0, errors: 0, credits: 0, p50Ms: null, p95Ms: null });
    expect(empty.data.usage.days).toHaveLength(30);
    expect(empty.data.usage.to).toBe(today());

    for (let i = 0; i < 3; i++) expect((await script().get('/api/user/current-id', bearer(secret))).status).toBe(200);
    // Two different ids, one route pattern; an agent that does not exist is an error.
    expect((await script().get('/api/agents/A00AA00001', bearer(secret))).status).toBe(404);
    expect((await script().get('/api/agents/A00AA00002', bearer(secret))).status).toBe(404);
    expect(await script().graphql('query Me { me { id } }', {}, bearer(secret))).toEqual({ data: { me: { id: owner.userId } } });
    // A key may not manage keys: refused, and counted as an error of that operation.
    const refused = await script().graphql('mutation MakeKey { revokeApiKey(id: "ak_000000000000000000") }', {}, bearer(secret));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Unnamed: labelled by its first root field.
    expect((await script().graphql('{ me { id } }', {}, bearer(secret))).data.me.id).toBe(owner.userId);

    const read = await owner.client.get(`/api/developer/keys/${id}/usage`);
    expect(read.status).toBe(200);
    const { usage } = read.data;
    expect(usage).toMatchObject({ keyId: id, to: today() });
    expect(usage.totals).toMatchObject({ requests: 8, errors: 3, credits: 0 });
    expect(usage.totals.p50Ms).toBeGreaterThan(0);
    expect(usage.totals.p95Ms).toBeGreaterThanOrEqual(usage.totals.p50Ms);
    expect(usage.days.at(-1)).toMatchObject({ day: today(), requests: 8, errors: 3 });
    expect(usage.days.slice(0, -1).every((day: { requests: number }) => day.requests === 0)).toBe(true);
    expect(usage.routes).toEqual([
      { route: 'GET /api/user/current-id', requests: 3, errors: 0 },
      { route: 'GET /api/agents/:id', requests: 2, errors: 2 },
      { route: 'mutation MakeKey', requests: 1, errors: 1 },
      { route: 'query Me', requests: 1, errors: 0 },
      { route: 'query me', requests: 1, errors: 0 },
    ] satisfies RouteUsage[]);
    // Cookie requests are nobody's key usage: the reads above did not count.

    // All keys together, and the GraphQL twin.
    const second = await issuedKey(owner.client, ['agents:read'], { name: 'Second' });
    expect((await script().get('/api/agents?type=community', bearer(second.secret))).status).toBe(200);
    const all = await owner.client.get('/api/developer/usage');
    expect(all.data.usage).toMatchObject({ keyId: null, totals: { requests: 9, errors: 3 } });
    expect(all.data.usage.routes).toContainEqual({ route: 'GET /api/agents', requests: 1, errors: 0 });
    const graph = await owner.client.graphql(
      'query($id: ID, $from: String) { apiKeyUsage(id: $id, from: $from) { keyId from totals { requests errors } days { day requests } routes { route requests } } }',
      { id: second.id, from: today() },
    );
    expect(graph.data.apiKeyUsage).toEqual({
      keyId: second.id,
      from: today(),
      totals: { requests: 1, errors: 0 },
      days: [{ day: today(), requests: 1 }],
      routes: [{ route: 'GET /api/agents', requests: 1 }],
    });
  });

  it('is the owner’s alone: another user’s key is not found, a key cannot read usage, bad ranges are refused', async () => {
    const owner = await signedInUser(stack);
    const { id, secret } = await issuedKey(owner.client);
    const other = await signedInUser(stack);

    expect((await script().get(`/api/developer/keys/${id}/usage`)).status).toBe(401);
    const foreign = await other.client.get(`/api/developer/keys/${id}/usage`);
    expect(foreign.status).toBe(404);
    expect(foreign.data).toEqual({ success: false, error: 'API key not found', code: 'NOT_FOUND' });
    expect((await other.client.graphql('query($id: ID) { apiKeyUsage(id: $id) { keyId } }', { id })).data.apiKeyUsage).toBeNull();
    expect((await other.client.get('/api/developer/keys/not-a-key/usage')).status).toBe(404);
    // The other user's all-keys total does not include the owner's key.
    await script().get('/api/user/current-id', bearer(secret));
    expect((await other.client.get('/api/developer/usage')).data.usage.totals.requests).toBe(0);

    const withKey = await script().get(`/api/developer/keys/${id}/usage`, bearer(secret));
    expect(withKey.status).toBe(403);
    const keyRead = await script().graphql('{ apiKeyUsage { keyId } }', {}, bearer(secret));
    expect(keyRead.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    for (const query of [
      'from=2026-13-45',
      'from=2026-02-30',
      'from=a&from=b',
      'from=2026-02-02&to=2026-01-01',
      'from=2025-01-01&to=2026-01-01',
      'to=yesterday',
    ]) {
      const bad = await owner.client.get(`/api/developer/keys/${id}/usage?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.data.success).toBe(false);
    }
    const week = await owner.client.get(`/api/developer/usage?from=2026-01-01&to=2026-01-07`);
    expect(week.data.usage.days.map((day: { day: string }) => day.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
  });

  it('counts the credits spent through a key: a conversation minute debited while answering its request', async () => {
    await ensureConversationBackend(stack);
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const { id, secret } = await issuedKey(owner.client);
    const balance = async () => (await owner.client.get('/api/user/credit-balance')).data.balance as number;
    const before = await balance();

    const started = await script().post('/api/conversations', { agent_id: agent.id }, bearer(secret));
    expect(started.status, JSON.stringify(started.data)).toBe(200);
    const { sessionId, sessionToken } = started.data;
    const sent = await script().post(
      `/api/conversations/${sessionId}/messages`,
      { text: 'Hello' },
      { ...bearer(secret), ...holding(sessionToken) },
    );
    expect(sent.status, JSON.stringify(sent.data)).toBe(200);

    // Another key of the owner spent nothing.
    const other = await issuedKey(owner.client, ['agents:read'], { name: 'Idle' });
    let usage = { credits: 0 };
    for (let attempt = 0; attempt < 50 && usage.credits === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      usage = (await owner.client.get(`/api/developer/keys/${id}/usage`)).data.usage.totals;
    }
    const spent = before - (await balance());
    expect(spent).toBeGreaterThan(0);
    expect(usage.credits).toBe(spent);
    expect((await owner.client.get(`/api/developer/keys/${other.id}/usage`)).data.usage.totals.credits).toBe(0);
  });
});

describe('usage behind a load balancer', () => {
  it('adds up what every gateway counted, and counts a debit once', async () => {
    await ensureConversationBackend(stack);
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const { id, secret } = await issuedKey(owner.client);
    const second = new TestClient((await stack.anotherGateway()).url);
    const totals = async () => (await owner.client.get(`/api/developer/keys/${id}/usage`)).data.usage.totals;
    const settled = async (done: (value: { requests: number; credits: number }) => boolean) => {
      let value = await totals();
      for (let attempt = 0; attempt < 40 && !done(value); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        value = await totals();
      }
      return value;
    };

    for (let i = 0; i < 3; i++) expect((await second.get('/api/user/current-id', bearer(secret))).status).toBe(200);
    expect((await script().get('/api/user/current-id', bearer(secret))).status).toBe(200);
    // Read on the first gateway: the second one's counts arrive with its next flush (every second).
    expect((await settled((value) => value.requests >= 4)).requests).toBe(4);

    const before = (await owner.client.get('/api/user/credit-balance')).data.balance as number;
    const started = await second.post('/api/conversations', { agent_id: agent.id }, bearer(secret));
    const { sessionId, sessionToken } = started.data;
    const sent = await script().post(
      `/api/conversations/${sessionId}/messages`,
      { text: 'Hello' },
      { ...bearer(secret), ...holding(sessionToken) },
    );
    expect(sent.status, JSON.stringify(sent.data)).toBe(200);
    const spent = await settled((value) => value.credits > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // both gateways have flushed again
    const after = (await owner.client.get('/api/user/credit-balance')).data.balance as number;
    expect(spent.credits).toBe(before - after);
    expect((await totals()).credits).toBe(before - after);
  });
});

describe('rate limits by plan', () => {
  it('gives a Free key its plan’s limit in the RateLimit-* headers, and a Pro key more', async () => {
    const owner = await signedInUser(stack);
    const { secret } = await issuedKey(owner.client);
    const free = await script().get('/api/user/current-id', bearer(secret));
    expect(free.headers.get('ratelimit-limit')).toBe(String(API_KEY_REQUESTS_PER_MINUTE.FREE));
    expect(Number(free.headers.get('ratelimit-remaining'))).toBe(API_KEY_REQUESTS_PER_MINUTE.FREE - 1);

    expect((await owner.client.post('/api/subscription/upgrade', { plan: 'PRO' })).status).toBe(200);
    // A key looked up after the change (a new one here; an old one within 10 s) has the Pro limit.
    const pro = await issuedKey(owner.client, ['agents:read'], { name: 'Pro' });
    const answer = await script().get('/api/user/current-id', bearer(pro.secret));
    expect(answer.headers.get('ratelimit-limit')).toBe(String(API_KEY_REQUESTS_PER_MINUTE.PRO));
  });
});
