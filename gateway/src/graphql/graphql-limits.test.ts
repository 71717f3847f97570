import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../testkit/http-client.js';
import { signUpUser } from '../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { wsClient } from '../../../testkit/ws-client.js';

// The gateway as deployed: production, where introspection and suggestions are off too.
let stack: TestStack;
let client: TestClient;
let ws: Client;
beforeAll(async () => {
  stack = await startStack({ NODE_ENV: 'production', WS_MAX_SUBSCRIPTIONS: '5' });
  client = stack.client();
  await signUpUser(client);
  ws = wsClient(stack.url, client.cookieHeader);
});
afterAll(async () => {
  await ws.dispose();
  await stack.stop();
});

/** The messages of the errors of one operation over the websocket (or [] when it succeeded). */
function overSocket(query: string): Promise<string[]> {
  return new Promise((resolve) => {
    let messages: string[] = [];
    ws.subscribe(
      { query },
      {
        next: (result) => void (messages = (result.errors ?? []).map((error) => error.message)),
        error: (errors) => resolve((errors as Array<{ message: string }>).map((error) => error.message)),
        complete: () => resolve(messages),
      },
    );
  });
}

const overHttp = async (query: string) => ((await client.graphql(query)).errors ?? []).map((error) => error.message);

const cases: Array<[string, string, RegExp]> = [
  [
    '31 aliases',
    `{ ${Array.from({ length: 31 }, (_, index) => `a${index}: ping`).join(' ')} }`,
    /too many aliases: 31, at most 30/,
  ],
  ['501 field selections', `{ ${'ping '.repeat(501)} }`, /too large: it selects more than 500 fields/],
  ['introspection', '{ __schema { queryType { name } } }', /introspection/i],
  ['a type name probe', '{ __type(name: "Agent") { name } }', /introspection/i],
];

describe('GraphQL limits over HTTP and the websocket (production)', () => {
  it.each(cases)('refuses %s over HTTP before executing it', async (_name, query, message) => {
    // Anonymous: a signed-in developer may introspect over HTTP (issue 29, GraphiQL; api-docs tests).
    const response = await stack.client().post('/graphql', { query });
    expect(response.status).toBe(400);
    expect(response.data.errors[0].message).toMatch(message);
    expect(response.data.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it.each(cases)('refuses %s over the websocket', async (_name, query, message) => {
    expect((await overSocket(query)).join('\n')).toMatch(message);
  });

  it('still answers an ordinary operation on both', async () => {
    expect(await overHttp('{ ping me { id } }')).toEqual([]);
    expect(await overSocket('{ ping __typename }')).toEqual([]);
  });

  it('gives no "Did you mean" hints, over HTTP or the websocket', async () => {
    const http = await overHttp('{ pin }');
    const socket = await overSocket('{ pin }');
    for (const messages of [http, socket]) {
      expect(messages).toEqual(['Cannot query field "pin" on type "Query".']);
    }
    const subscription = await overSocket('subscription { myAgentUpdate { id } }');
    expect(subscription.join('\n')).not.toMatch(/Did you mean/);
  });

  it('caps the operations open at once on one connection', async () => {
    const socket = wsClient(stack.url, client.cookieHeader);
    const outcomes: Array<'open' | string> = [];
    const disposers = Array.from({ length: 6 }, (_, index) =>
      socket.subscribe(
        { query: 'subscription { myAgentRemovals }' },
        {
          next: () => undefined,
          error: (errors) => void (outcomes[index] = (errors as Array<{ message: string }>)[0]!.message),
          complete: () => undefined,
        },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(outcomes.filter(Boolean)).toEqual(['Too many subscriptions on one connection: at most 5.']);
    // Closing one frees a place.
    disposers[0]!();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await new Promise<string>((resolve) => {
      socket.subscribe(
        { query: 'subscription { myAgentRemovals }' },
        { next: () => undefined, error: () => resolve('refused'), complete: () => undefined },
      );
      setTimeout(() => resolve('open'), 300);
    });
    expect(again).toBe('open');
    for (const dispose of disposers) dispose();
    await socket.dispose();
  });
});
