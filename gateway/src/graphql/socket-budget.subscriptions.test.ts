import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { collect, wsClient } from '../../../testkit/ws-client.js';
import { clientAddressOf } from './socket-budget.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({
    WS_MAX_SOCKETS_PER_USER: '3',
    WS_MAX_SUBSCRIPTIONS_PER_USER: '5',
    WS_MAX_SOCKETS_PER_IP: '8',
    WS_MAX_SUBSCRIPTIONS_PER_IP: '12',
  });
});
afterAll(() => stack.stop());

const MY_AGENTS = 'subscription { myAgentUpdates { id } }';
const COMMUNITY = 'subscription { communityUpdates { __typename } }';

/** A socket that connects at once, remembering how the server closed it. */
function openSocket(cookie: string) {
  const client = wsClient(stack.url, cookie, undefined, { lazy: false });
  const socket = { client, closed: null as { code: number; reason: string } | null, opened: false };
  client.on('connected', () => void (socket.opened = true));
  client.on('closed', (event) => {
    const { code, reason } = event as { code: number; reason: string };
    socket.closed = { code, reason };
  });
  return socket;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
const failures = (subscriptions: Array<{ failure: unknown }>) => subscriptions.filter((each) => each.failure !== undefined);

async function disposeAll(clients: Client[]): Promise<void> {
  await Promise.all(clients.map((client) => client.dispose()));
  await settle();
}

describe('graphql-ws budgets per user and per address', () => {
  it("caps one user's sockets (close 4429 with the reason) and subscriptions across them", async () => {
    const user = await signedInUser(stack);
    const sockets = Array.from({ length: 4 }, () => openSocket(user.client.cookieHeader));
    await expect.poll(() => sockets.filter((socket) => socket.closed !== null).length, { timeout: 5000 }).toBe(1);
    const refused = sockets.find((socket) => socket.closed !== null)!;
    expect(refused.closed).toEqual({
      code: 4429,
      reason: 'Too many connections for one user: at most 3. Close a tab and try again.',
    });
    const open = sockets.filter((socket) => socket !== refused);
    await expect.poll(() => open.every((socket) => socket.opened), { timeout: 5000 }).toBe(true);

    // 6 subscriptions over 3 sockets: 5 are allowed for the user, one is refused.
    const subscriptions = open.flatMap((socket) => [collect(socket.client, MY_AGENTS), collect(socket.client, MY_AGENTS)]);
    await expect.poll(() => failures(subscriptions).length, { timeout: 5000 }).toBe(1);
    await settle();
    expect(failures(subscriptions)).toHaveLength(1);
    expect(JSON.stringify(failures(subscriptions)[0]!.failure)).toContain(
      'Too many subscriptions for one user: at most 5 across all connections.',
    );

    // A closed socket gives its place back.
    await disposeAll([open[0]!.client]);
    const again = openSocket(user.client.cookieHeader);
    await expect.poll(() => again.opened, { timeout: 5000 }).toBe(true);
    expect(again.closed).toBeNull();
    await disposeAll([...open.slice(1).map((socket) => socket.client), again.client, refused.client]);
  });

  it('caps the sockets and subscriptions of one client address, signed in or not', async () => {
    const sockets = Array.from({ length: 6 }, () => openSocket(''));
    await expect.poll(() => sockets.every((socket) => socket.opened), { timeout: 5000 }).toBe(true);
    // 13 subscriptions: 12 allowed for the address.
    const subscriptions = sockets.flatMap((socket) => [collect(socket.client, COMMUNITY), collect(socket.client, COMMUNITY)]);
    subscriptions.push(collect(sockets[0]!.client, COMMUNITY));
    await expect.poll(() => failures(subscriptions).length, { timeout: 5000 }).toBe(1);
    await settle();
    expect(failures(subscriptions)).toHaveLength(1);
    expect(JSON.stringify(failures(subscriptions)[0]!.failure)).toContain(
      'Too many subscriptions from one address: at most 12 across all connections.',
    );

    const user = await signedInUser(stack);
    const more = [openSocket(user.client.cookieHeader), openSocket(''), openSocket('')];
    await expect.poll(() => more.filter((socket) => socket.closed !== null).length, { timeout: 5000 }).toBe(1);
    expect(more.find((socket) => socket.closed !== null)!.closed).toEqual({
      code: 4429,
      reason: 'Too many connections from one address: at most 8.',
    });
    await disposeAll([...sockets, ...more].map((socket) => socket.client));
  });
});

describe('clientAddressOf', () => {
  it('is the peer, or behind trusted proxies the nearest forwarded hop they did not add', () => {
    const loopback = (address: string) => address === '127.0.0.1' || address === '10.0.0.2';
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', () => false)).toBe('203.0.113.9');
    expect(clientAddressOf('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.2', loopback)).toBe('198.51.100.1');
    expect(clientAddressOf('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });
});
