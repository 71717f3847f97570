import { describe, expect, it } from 'vitest';
import { filterGroups, OpenApiDocument, referenceGroups, typeOf } from './apiReference';

const document = OpenApiDocument.parse({
  openapi: '3.1.0',
  info: { title: 'Avatarium API', version: '1.0.0' },
  paths: {
    '/api/agents/{id}': {
      get: {
        tags: ['agents'],
        summary: 'One agent',
        operationId: 'getAgentsId',
        'x-auth': 'optional',
        'x-api-key-scope': 'agents:read',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'Done', content: { 'application/json': {} } }, '404': { description: 'Not found' } },
      },
    },
    '/api/developer/keys': {
      post: {
        tags: ['developer'],
        summary: 'Create an API key',
        'x-auth': 'signed-in',
        'x-api-key-scope': null,
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } },
        },
        responses: { '200': { description: 'Done' } },
      },
      get: { tags: ['developer'], summary: 'The keys', 'x-auth': 'signed-in', responses: { '200': { description: 'Done' } } },
    },
  },
});

describe('the API reference model', () => {
  it('groups operations by tag, with access, key scope, parameters, body and responses', () => {
    const groups = referenceGroups(document);
    expect(
      groups.map((group) => [group.title, group.operations.map((operation) => `${operation.method} ${operation.path}`)]),
    ).toEqual([
      ['Agents', ['GET /api/agents/{id}']],
      ['Developer', ['GET /api/developer/keys', 'POST /api/developer/keys']],
    ]);
    const [agent] = groups[0]!.operations;
    expect(agent).toMatchObject({
      access: 'Anyone; a signed-in owner also sees private data',
      keyScope: 'agents:read',
      parameters: [{ name: 'id', in: 'path', required: true, type: 'string', description: null }],
      body: null,
      responses: [
        { status: '200', description: 'Done', contentType: 'application/json' },
        { status: '404', description: 'Not found', contentType: null },
      ],
    });
    const create = groups[1]!.operations[1]!;
    expect(create.keyScope).toBeNull();
    expect(create.body?.contentType).toBe('application/json');
    expect(JSON.parse(create.body!.schema)).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
  });

  it('filters by every word typed, across method, path, summary and scope', () => {
    const groups = referenceGroups(document);
    expect(filterGroups(groups, 'post keys').flatMap((group) => group.operations.map((operation) => operation.id))).toEqual([
      'post-/api/developer/keys',
    ]);
    expect(filterGroups(groups, 'agents:read')[0]!.operations[0]!.id).toBe('getAgentsId');
    expect(filterGroups(groups, 'nothing like this')).toEqual([]);
    expect(filterGroups(groups, '  ')).toBe(groups);
  });

  it('says a schema’s type in a few words', () => {
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeOf({ enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeOf({ const: 'community' })).toBe('"community"');
    expect(typeOf(undefined)).toBe('any');
  });
});
