import { z, type ZodType } from 'zod';
import { API_KEY_ACCESS } from '../../api-keys/api-key-access.js';
import { ANY_KEY } from '../../api-keys/api-key-scopes.js';
import type { GatewayModule } from '../gateway-module.js';
import type { RouteDoc } from '../route-doc.js';
import { SESSION_COOKIE } from '../../http/session-cookie.js';

type JsonSchema = Record<string, unknown>;

interface Operation {
  tags: string[];
  summary: string;
  description?: string;
  operationId: string;
  security: Record<string, string[]>[];
  'x-auth': RouteDoc['auth'];
  /** The scope an API key needs (`any` for identity reads), or null: session only. */
  'x-api-key-scope': string | null;
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> };
}

/** The request's shape as a client sends it (before transforms); parts zod cannot express become `{}`. */
const jsonSchemaOf = (schema: ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** `/agents/:id` → `/api/agents/{id}`. */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

/** One parameter per property of the query schema. */
function queryParameters(query: ZodType | undefined): JsonSchema[] {
  if (!query) return [];
  const schema = jsonSchemaOf(query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function requestBody(doc: RouteDoc): JsonSchema | undefined {
  if (doc.upload === 'multipart') return { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } };
  if (doc.upload === 'binary')
    return {
      required: true,
      content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    };
  if (!doc.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(doc.body) } } };
}

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

function responses(doc: RouteDoc, keyScope: string | null): Record<string, JsonSchema> {
  const success = doc.produces
    ? { description: 'The file', content: { [doc.produces]: { schema: { type: 'string', contentMediaType: doc.produces } } } }
    : {
        description: 'Done',
        content: {
          'application/json': { schema: doc.response ? jsonSchemaOf(doc.response) : { $ref: '#/components/schemas/Success' } },
        },
      };
  const answers: Record<string, JsonSchema> = { [String(doc.status ?? 200)]: success };
  if (doc.body || doc.query || doc.upload) answers['400'] = failure('The input is not valid (the message names the field)');
  if (doc.auth === 'signed-in' || doc.auth === 'operator') answers['401'] = failure('Not signed in, or the API key is not valid');
  if (doc.auth === 'operator' || keyScope !== null)
    answers['403'] = failure('Not allowed: another owner, or the API key lacks the scope');
  if (doc.path.includes(':')) answers['404'] = failure('Not found, or not yours');
  if (keyScope !== null) answers['429'] = failure('Too many requests with this API key (see Retry-After)');
  return answers;
}

/** Who may call it: a public route needs nothing; a key only where the access table lets it in. */
function security(doc: RouteDoc, keyScope: string | null): Record<string, string[]>[] {
  const key = keyScope === null ? [] : [{ apiKey: keyScope === 'any' ? [] : [keyScope] }];
  if (doc.auth === 'public' || doc.auth === 'optional') return [{}, ...key];
  if (doc.auth === 'signature') return [{}];
  return [{ session: [] }, ...key];
}

const operationIdOf = (doc: RouteDoc) =>
  doc.method +
  doc.path
    .split(/[/:\-.{}]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

function operationOf(tag: string, doc: RouteDoc): Operation {
  const access = API_KEY_ACCESS[`${doc.method.toUpperCase()} /api${doc.path}`];
  const keyScope = access === undefined ? null : access === ANY_KEY ? 'any' : access;
  const parameters = [...pathParameters(doc.path), ...queryParameters(doc.query)];
  const body = requestBody(doc);
  return {
    tags: [tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    operationId: operationIdOf(doc),
    security: security(doc, keyScope),
    'x-auth': doc.auth,
    'x-api-key-scope': keyScope,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(doc, keyScope),
  };
}

/**
 * The OpenAPI 3.1 document of the whole `/api` facade, built from each module's route docs
 * (their zod schemas as JSON Schema 2020-12, which 3.1 uses as is) and the API key access table.
 */
export function buildOpenApiDocument(modules: readonly GatewayModule[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const module of modules) {
    if (!module.routeDocs?.length) continue;
    tags.push(module.name);
    for (const doc of module.routeDocs) {
      const operations = (paths[openApiPath(doc.path)] ??= {});
      operations[doc.method] = operationOf(module.name, doc);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Avatarium API',
      version,
      description:
        'The REST facade of Avatarium: every path also has a GraphQL twin at /graphql. Sign in with the session cookie, ' +
        'or send an API key (Developer tab) as `Authorization: Bearer av_live_…`; a key reaches only the operations ' +
        'that name its scope (`x-api-key-scope`), never session-only ones (null).',
    },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The browser session, set by sign-in.' },
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key `av_live_…` from the Developer tab.' },
      },
      schemas: {
        Success: {
          type: 'object',
          properties: { success: { const: true } },
          required: ['success'],
          additionalProperties: true,
        },
        Failure: {
          type: 'object',
          properties: { success: { const: false }, error: { type: 'string' }, code: { type: 'string' } },
          required: ['success', 'error'],
        },
      },
    },
  };
}
