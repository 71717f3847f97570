import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { apiKeyDocuments, bearer, issuedKey } from '../../../../testkit/developer/api-key-kit.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { MAX_API_KEYS_PER_USER } from './use-cases/create-api-key.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const SECRET_SHAPE = /^av_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/;

describe('GET/POST /api/developer/keys, DELETE /api/developer/keys/{id}, POST /api/developer/keys/{id}/roll', () => {
  it('creates a key shown once, lists it without the secret, rolls it and revokes it', async () => {
    const { client } = await signedInUser(stack);
    expect((await client.get('/api/developer/keys')).data).toEqual({ success: true, keys: [] });

    const created = await client.post('/api/developer/keys', {
      name: '  CI script ',
      scopes: ['agents:read', 'conversations', 'agents:read'],
      expiresInDays: 30,
    });
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const { key, secret } = created.data;
    expect(secret).toMatch(SECRET_SHAPE);
    expect(key).toMatchObject({
      name: 'CI script',
      prefix: secret.slice(0, 14),
      scopes: ['agents:read', 'conversations'],
      lastUsedAt: null,
      expired: false,
    });
    const days = (Date.parse(key.expiresAt) - Date.parse(key.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);

    const listed = await client.get('/api/developer/keys');
    expect(listed.data.keys).toEqual([key]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    // Only the hash is stored: no document holds the secret or any long part of it.
    const [doc] = await apiKeyDocuments(stack, { _id: key.id });
    expect(JSON.stringify(doc)).not.toContain(secret.slice(8, 30));
    expect(doc!.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rolled = await client.post(`/api/developer/keys/${key.id}/roll`, {});
    expect(rolled.status).toBe(200);
    expect(rolled.data.secret).toMatch(SECRET_SHAPE);
    expect(rolled.data.secret).not.toBe(secret);
    expect(rolled.data.key).toMatchObject({ name: 'CI script', scopes: ['agents:read', 'conversations'], expired: false });
    expect(rolled.data.key.id).not.toBe(key.id);
    expect((await client.get('/api/developer/keys')).data.keys.map((k: { id: string }) => k.id)).toEqual([rolled.data.key.id]);
    // The old secret stopped working; the new one works.
    expect((await stack.client().get('/api/user/current-id', bearer(secret))).status).toBe(401);
    expect((await stack.client().get('/api/user/current-id', bearer(rolled.data.secret))).status).toBe(200);

    const revoked = await client.request('DELETE', `/api/developer/keys/${rolled.data.key.id}`);
    expect(revoked.data).toEqual({ success: true, revoked: rolled.data.key.id });
    expect((await client.get('/api/developer/keys')).data.keys).toEqual([]);
    expect((await client.request('DELETE', `/api/developer/keys/${rolled.data.key.id}`)).status).toBe(404);
  });

  it('refuses bad input in plain words', async () => {
    const { client } = await signedInUser(stack);
    const cases: Array<[unknown, string]> = [
      [{ name: '', scopes: ['agents:read'] }, 'Enter a name for the key'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope'],
      [{ name: 'x', scopes: ['admin'] }, 'scopes.0'],
      [{ name: 'x', scopes: ['agents:read'], expiresInDays: 7 }, 'Expiry is none, 30, 90 or 365 days'],
    ];
    for (const [body, message] of cases) {
      const response = await client.post('/api/developer/keys', body);
      expect(response.status).toBe(400);
      expect(response.data.error).toContain(message);
    }
  });

  it('is for signed-in owners only: anonymous 401, another user sees and touches none of them', async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    const { id } = await issuedKey(owner.client);
    expect((await stack.client().get('/api/developer/keys')).status).toBe(401);
    expect((await stack.client().post('/api/developer/keys', { name: 'x', scopes: ['agents:read'] })).status).toBe(401);
    expect((await other.client.get('/api/developer/keys')).data.keys).toEqual([]);
    expect((await other.client.request('DELETE', `/api/developer/keys/${id}`)).status).toBe(404);
    expect((await other.client.post(`/api/developer/keys/${id}/roll`, {})).status).toBe(404);
    expect((await owner.client.get('/api/developer/keys')).data.keys.map((k: { id: string }) => k.id)).toEqual([id]);
  });

  it(`caps live keys at ${MAX_API_KEYS_PER_USER} per user, even when made all at once`, async () => {
    const { client } = await signedInUser(stack);
    const answers = await Promise.all(
      Array.from({ length: MAX_API_KEYS_PER_USER + 5 }, (_, n) =>
        client.post('/api/developer/keys', { name: `k${n}`, scopes: ['agents:read'] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_API_KEYS_PER_USER);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]!.data.error).toBe(`You can have at most ${MAX_API_KEYS_PER_USER} API keys. Revoke one first.`);
    // Revoking one frees its place.
    const first = answers.find((answer) => answer.status === 200)!.data.key.id;
    await client.request('DELETE', `/api/developer/keys/${first}`);
    expect((await client.post('/api/developer/keys', { name: 'again', scopes: ['agents:read'] })).status).toBe(200);
  });
});

describe('the GraphQL twins: apiKeys, createApiKey, rollApiKey, revokeApiKey', () => {
  it('do what the REST face does, with refusals as data', async () => {
    const { client } = await signedInUser(stack);
    const created = await client.graphql(
      'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { ok secret key { id name scopes expiresAt } error { code message } } }',
      { input: { name: 'Graph', scopes: ['knowledge'], expiresInDays: null } },
    );
    const made = created.data.createApiKey;
    expect(made).toMatchObject({ ok: true, key: { name: 'Graph', scopes: ['knowledge'], expiresAt: null }, error: null });
    expect(made.secret).toMatch(SECRET_SHAPE);

    const bad = await client.graphql(
      'mutation { createApiKey(input: { name: "x", scopes: [] }) { ok secret error { code message } } }',
    );
    expect(bad.data.createApiKey).toEqual({
      ok: false,
      secret: null,
      error: { code: 'BAD_INPUT', message: 'scopes: Choose at least one scope' },
    });

    const listed = await client.graphql('{ apiKeys { id prefix } }');
    expect(listed.data.apiKeys).toEqual([{ id: made.key.id, prefix: made.secret.slice(0, 14) }]);

    const rolled = await client.graphql('mutation ($id: ID!) { rollApiKey(id: $id) { ok secret key { id name scopes } } }', {
      id: made.key.id,
    });
    expect(rolled.data.rollApiKey).toMatchObject({ ok: true, key: { name: 'Graph', scopes: ['knowledge'] } });
    const newId = rolled.data.rollApiKey.key.id;
    expect((await client.graphql('mutation ($id: ID!) { revokeApiKey(id: $id) }', { id: newId })).data.revokeApiKey).toBe(true);
    expect((await client.graphql('mutation ($id: ID!) { revokeApiKey(id: $id) }', { id: newId })).data.revokeApiKey).toBe(false);
    expect((await client.graphql('{ apiKeys { id } }')).data.apiKeys).toEqual([]);

    const anonymous = await stack.client().graphql('{ apiKeys { id } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
