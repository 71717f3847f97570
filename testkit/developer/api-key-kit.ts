import { connectMongo } from '@avatarium/platform';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestClient } from '../http-client.js';
import type { TestStack } from '../stack.js';

export const ALL_SCOPES = ['agents:read', 'agents:write', 'conversations', 'knowledge', 'analytics:read', 'billing:read'];

/** A key made by the signed-in `client` through the REST face: its id and the once-shown secret. */
export async function issuedKey(
  client: TestClient,
  scopes: string[] = ALL_SCOPES,
  extra: { name?: string; expiresInDays?: number | null } = {},
): Promise<{ id: string; secret: string }> {
  const response = await client.post('/api/developer/keys', {
    name: extra.name ?? 'Script',
    scopes,
    expiresInDays: extra.expiresInDays ?? null,
  });
  if (response.status !== 200) throw new Error(`key not made: ${response.status} ${JSON.stringify(response.data)}`);
  return { id: response.data.key.id as string, secret: response.data.secret as string };
}

export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** The raw api_keys documents of the gateway's database, as a stolen copy would show them. */
export async function apiKeyDocuments(stack: TestStack, filter: Record<string, unknown> = {}) {
  const { MONGODB_URI, MONGODB_DB } = stack.gateway.deps.config;
  const connection = await connectMongo(MONGODB_URI, MONGODB_DB);
  try {
    return await connection.collection('api_keys').find(filter).toArray();
  } finally {
    await connection.close();
  }
}

/** Changes a key's document directly (e.g. to make it expired before its first use). */
export async function updateApiKeyDocument(stack: TestStack, id: string, set: Record<string, unknown>) {
  const { MONGODB_URI, MONGODB_DB } = stack.gateway.deps.config;
  const connection = await connectMongo(MONGODB_URI, MONGODB_DB);
  try {
    await connection.collection('api_keys').updateOne({ _id: id as never }, { $set: set });
  } finally {
    await connection.close();
  }
}

/** A graphql-ws client as a script would open it: no cookie, the key in connection_init. */
export function keySocket(httpUrl: string, secret: string, onClosed?: (code: number) => void): Client {
  return createClient({
    url: httpUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${secret}` },
    retryAttempts: 0,
    lazy: true,
    on: { closed: (event) => onClosed?.((event as { code: number }).code) },
  });
}
