import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@avatarium/platform';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { gatewayRouteKeys } from '../../../../testkit/authorization/route-inventory.js';
import { bearer, issuedKey } from '../../../../testkit/developer/api-key-kit.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { openApiPath } from './openapi-document.js';

// The deployed shape: production (introspection gated), with a built web app to serve at /graphql.
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Avatarium</title><div id="root"></div>');

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ NODE_ENV: 'production', WEB_DIST: webDist });
});
afterAll(() => stack.stop());

type Operation = {
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  security: Array<Record<string, string[]>>;
  'x-api-key-scope': string | null;
};
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

const fetchDocument = async () => (await stack.client().get('/api/openapi.json')).data as unknown as Document;

describe('GET /api/openapi.json', () => {
  it('documents every mounted /api route, and only those', async () => {
    const document = await fetchDocument();
    const mounted = gatewayRouteKeys(stack.gateway.deps, createLogger('test', 'silent'))
      .filter((key) => key.split(' ')[1]!.startsWith('/api/'))
      .map((key) => {
        const [method, route] = key.split(' ');
        return `${method} ${openApiPath(route!.slice('/api'.length))}`;
      });
    const documented = Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(mounted.length).toBeGreaterThan(100);
    expect(mounted.filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => !mounted.includes(key))).toEqual([]);
  });

  it('is a public, cacheable OpenAPI 3.1 document: every operation has responses; bodies, parameters and key scopes come from the routes', async () => {
    const response = await stack.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const document = response.data as unknown as Document;
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Avatarium API');
    for (const operations of Object.values(document.paths)) {
      expect(Object.keys(operations).length).toBeGreaterThan(0);
      for (const operation of Object.values(operations)) expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
    }

    // A body from the zod schema the route parses with.
    const createKey = document.paths['/api/developer/keys']!.post!;
    const body = createKey.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual(expect.arrayContaining(['name', 'scopes', 'expiresInDays']));
    expect(createKey['x-api-key-scope']).toBeNull();
    expect(createKey.security).toEqual([{ session: [] }]);

    // Path and query parameters; the key scope from the access table.
    const image = document.paths['/api/agents/{id}/image']!.get!;
    expect(image.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'share', in: 'query', required: false }),
      ]),
    );
    const agent = document.paths['/api/agents/{id}']!.get!;
    expect(agent['x-api-key-scope']).toBe('agents:read');
    expect(agent.security).toEqual([{}, { apiKey: ['agents:read'] }]);
    expect(Object.keys(agent.responses)).toEqual(expect.arrayContaining(['200', '404', '429']));

    const etag = response.headers.get('etag')!;
    expect((await stack.client().get('/api/openapi.json', { 'if-none-match': etag })).status).toBe(304);
  });

  it('is readable with an API key of any scope, as a script sending its key everywhere would', async () => {
    const { client } = await signedInUser(stack);
    const { secret } = await issuedKey(client, ['billing:read']);
    const response = await stack.client().get('/api/openapi.json', bearer(secret));
    expect(response.status).toBe(200);
    expect(response.data.openapi).toBe('3.1.0');
  });
});

describe('introspection in production', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('is refused to anonymous callers', async () => {
    const result = await stack.client().graphql(INTROSPECTION);
    expect(result.data?.__schema).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('is allowed with a session and with an API key', async () => {
    const { client } = await signedInUser(stack);
    expect((await client.graphql(INTROSPECTION)).data?.__schema).toEqual({ queryType: { name: 'Query' } });
    const { secret } = await issuedKey(client, ['agents:read']);
    const keyed = await stack.client().request('POST', '/graphql', { json: { query: INTROSPECTION }, headers: bearer(secret) });
    expect(keyed.status).toBe(200);
    expect(keyed.data.data?.__schema).toEqual({ queryType: { name: 'Query' } });
  });

  it('answers the whole introspection query GraphiQL sends (deeper than the operation limits allow other queries)', async () => {
    const { client } = await signedInUser(stack);
    const query = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, schemaDescription: true });
    const result = await client.graphql(query);
    expect(result.errors).toBeUndefined();
    expect(result.data.__schema.queryType).toMatchObject({ name: 'Query' });
    expect(result.data.__schema.types.length).toBeGreaterThan(50);
  });
});

describe('GET /graphql', () => {
  it('gives a browser the web app (which shows GraphiQL) and leaves GraphQL GETs to the server', async () => {
    const page = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const query = await fetch(`${stack.url}/graphql?query=${encodeURIComponent('{ ping }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual({ data: { ping: expect.anything() } });
  });
});
