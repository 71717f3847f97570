import { z } from 'zod';

const Parameter = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: z.unknown().optional(),
});

const Operation = z.object({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  operationId: z.string().optional(),
  'x-auth': z.string().optional(),
  'x-api-key-scope': z.string().nullable().optional(),
  parameters: z.array(Parameter).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: z.unknown().optional() })) }).optional(),
  responses: z.record(
    z.string(),
    z.object({ description: z.string().optional(), content: z.record(z.string(), z.unknown()).optional() }),
  ),
});

/** What the reference page reads of /api/openapi.json (anything else in it is ignored). */
export const OpenApiDocument = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  /** Who may call it, in words. */
  access: string;
  /** The scope an API key needs; 'any' for any key; null: the owner's session only. */
  keyScope: string | null;
  parameters: Array<{ name: string; in: string; required: boolean; type: string; description: string | null }>;
  body: { contentType: string; schema: string } | null;
  responses: Array<{ status: string; description: string; contentType: string | null }>;
}

export interface ReferenceGroup {
  tag: string;
  title: string;
  operations: ReferenceOperation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const ACCESS: Record<string, string> = {
  public: 'Anyone',
  optional: 'Anyone; a signed-in owner also sees private data',
  'signed-in': 'Signed in',
  operator: 'Operators',
  signature: 'Signed by Stripe',
};

/** `agent-settings` → `Agent settings`. */
const titleOf = (tag: string) => (tag.charAt(0).toUpperCase() + tag.slice(1)).replace(/-/g, ' ');

/** A JSON Schema in one short word or two: `string`, `integer`, `array`, `"community"`, `string | null`. */
export function typeOf(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const value = schema as { type?: unknown; const?: unknown; enum?: unknown[]; anyOf?: unknown[] };
  if (value.const !== undefined) return JSON.stringify(value.const);
  if (Array.isArray(value.enum)) return value.enum.map((item) => JSON.stringify(item)).join(' | ');
  if (Array.isArray(value.anyOf)) return value.anyOf.map(typeOf).join(' | ');
  if (Array.isArray(value.type)) return value.type.join(' | ');
  return typeof value.type === 'string' ? value.type : 'any';
}

function operationOf(method: string, path: string, raw: unknown): ReferenceOperation | null {
  const parsed = Operation.safeParse(raw);
  if (!parsed.success) return null;
  const operation = parsed.data;
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  return {
    id: operation.operationId ?? `${method}-${path}`,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? '',
    description: operation.description ?? null,
    access: ACCESS[operation['x-auth'] ?? ''] ?? 'Signed in',
    keyScope: operation['x-api-key-scope'] ?? null,
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required ?? false,
      type: typeOf(parameter.schema),
      description: parameter.description ?? null,
    })),
    body: contentType ? { contentType, schema: JSON.stringify(media?.schema ?? {}, null, 2) } : null,
    responses: Object.entries(operation.responses).map(([status, response]) => ({
      status,
      description: response.description ?? '',
      contentType: Object.keys(response.content ?? {})[0] ?? null,
    })),
  };
}

/** The document's operations grouped by tag (in the document's order), each group's in path order. */
export function referenceGroups(document: OpenApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      if (!(method in operations)) continue;
      const operation = operationOf(method, path, operations[method]);
      if (!operation) continue;
      const tag = (operations[method] as { tags?: string[] }).tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), operation]);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, title: titleOf(tag), operations }));
}

/** Groups narrowed to the operations whose method, path, summary or scope contain the words typed. */
export function filterGroups(groups: ReferenceGroup[], search: string): ReferenceGroup[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const matches = (operation: ReferenceOperation) => {
    const text = `${operation.method} ${operation.path} ${operation.summary} ${operation.keyScope ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return groups
    .map((group) => ({ ...group, operations: group.operations.filter(matches) }))
    .filter((group) => group.operations.length > 0);
}
