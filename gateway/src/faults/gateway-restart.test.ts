import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatingAgentOf, signedInUser } from '../../../testkit/agent-cards.js';
import { finishGeneration } from '../../../testkit/catalog/agent-actions-stack.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';

// Issue 14, faults: the gateway restarts under live subscribers. Each client does what the web
// app does (web/src/app/apollo): graphql-ws retries and resubscribes by itself, and on
// reconnecting reads its live queries again, so it sees the state reached while it was away.
const SUBSCRIBERS = Number(process.env.FAULT_SUBSCRIBERS ?? 200);
let stack: TestStack;

beforeAll(async () => {
  // The subscribers are one owner's: as many sockets as there are subscribers (per-user caps above).
  const sockets = String(Math.max(SUBSCRIBERS, 1));
  stack = await startStack({
    WS_MAX_SOCKETS_PER_USER: sockets,
    WS_MAX_SOCKETS_PER_IP: sockets,
    WS_MAX_SUBSCRIPTIONS_PER_USER: String(SUBSCRIBERS * 5),
    WS_MAX_SUBSCRIPTIONS_PER_IP: String(SUBSCRIBERS * 5),
  });
});
afterAll(() => stack.stop());

interface Subscriber {
  client: Client;
  connections: number;
  /** The agent's status as last read (query after a reconnect, or an event). */
  status: string | null;
  names: string[];
}

function subscriber(url: string, cookie: string, agentId: string): Subscriber {
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const state: Subscriber = { client: null as unknown as Client, connections: 0, status: null, names: [] };
  const refetch = async () => {
    const reply = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ myAgents { id status } }' }),
    });
    const body = (await reply.json()) as { data?: { myAgents: Array<{ id: string; status: string }> } };
    state.status = body.data?.myAgents.find((agent) => agent.id === agentId)?.status ?? state.status;
  };
  state.client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    lazy: false,
    retryAttempts: 20,
    // The web app's default backoff is seconds; shorter here so the suite stays quick.
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800)),
    shouldRetry: () => true,
  });
  state.client.on('connected', () => {
    state.connections += 1;
    if (state.connections > 1) void refetch().catch(() => undefined);
  });
  state.client.subscribe<{ myAgentUpdates: { id: string; status: string; name: string | null } }>(
    { query: 'subscription { myAgentUpdates { id status name } }' },
    {
      next: ({ data }) => {
        if (data?.myAgentUpdates.id !== agentId) return;
        state.status = data.myAgentUpdates.status;
        if (data.myAgentUpdates.name) state.names.push(data.myAgentUpdates.name);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return state;
}

describe('a gateway restart under live subscribers', { timeout: 180_000 }, () => {
  it(`every one of ${SUBSCRIBERS} clients reconnects, sees the state reached meanwhile, and gets later events`, async () => {
    const owner = await signedInUser(stack);
    const agent = await generatingAgentOf(stack, owner.userId);
    const clients = Array.from({ length: SUBSCRIBERS }, () => subscriber(stack.url, owner.client.cookieHeader, agent.id));
    await expect.poll(() => clients.filter((client) => client.connections === 1).length, { timeout: 60_000 }).toBe(SUBSCRIBERS);
    await new Promise((resolve) => setTimeout(resolve, 500)); // subscriptions registered

    const restartStarted = Date.now();
    await stack.restartGateway(async () => {
      // The agent finishes while no gateway is there to pass the event on.
      await finishGeneration(stack.bus, agent.id, { name: 'Keeper Isla' });
    });
    await expect.poll(() => clients.filter((client) => client.connections >= 2).length, { timeout: 60_000 }).toBe(SUBSCRIBERS);
    await expect.poll(() => clients.filter((client) => client.status === 'ready').length, { timeout: 30_000 }).toBe(SUBSCRIBERS);
    const allBack = Date.now() - restartStarted;

    // The subscriptions are live again: a later change reaches every client as an event.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const renamed = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
      json: { name: 'Keeper Isla Brennan', system_prompt: 'You are Keeper Isla Brennan.' },
    });
    expect(renamed.status, JSON.stringify(renamed.data)).toBe(200);
    await expect
      .poll(() => clients.filter((client) => client.names.includes('Keeper Isla Brennan')).length, { timeout: 30_000 })
      .toBe(SUBSCRIBERS);
    if (process.env.FAULT_FIGURES) console.log(JSON.stringify({ subscribers: SUBSCRIBERS, allBackMs: allBack }));
    await Promise.all(clients.map((client) => client.client.dispose()));
  });
});
