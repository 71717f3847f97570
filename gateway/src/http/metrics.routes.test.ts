import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { collect, wsClient } from '../../../testkit/ws-client.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.stop();
});

const scrape = async (headers: Record<string, string> = {}) => {
  const reply = await fetch(`${stack.url}/metrics`, { headers });
  return { status: reply.status, type: reply.headers.get('content-type'), body: await reply.text() };
};
/** The value of one sample line, e.g. `name{a="b"} 3`. */
const sample = (body: string, name: string, labels: string) => {
  const line = body
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && labels.split(',').every((label) => row.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
};

describe('the gateway /metrics for operators', () => {
  it('counts requests by route pattern, GraphQL operations by root field and NATS requests by subject, with no ids', async () => {
    const user = await signedInUser(stack);
    const agentId = 'agent_that_does_not_exist_42';
    await user.client.get(`/api/agents/${agentId}`);
    await user.client.get(`/api/agents/${agentId}`);
    const me = await user.client.graphql('query Whatever { me { id } }');
    expect(me.data).toBeTruthy();

    const { status, type, body } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      sample(body, 'avatarium_http_request_duration_seconds_count', 'method="GET",route="/api/agents/:id",status="4xx"'),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(body, 'avatarium_graphql_operation_duration_seconds_count', 'type="query",field="me",outcome="ok"')).toBe(1);
    expect(body).toMatch(/^avatarium_nats_request_duration_seconds_count\{subject="[a-z.]+",outcome="ok"\} \d+/m);
    // The creation queue's backlog, read from JetStream at the scrape.
    expect(body).toMatch(/^avatarium_jetstream_consumer_pending_messages\{stream="\w+",consumer="[\w-]+"\} \d+/m);
    expect(body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    // Bounded labels: neither the agent id nor the client's operation name nor a user id.
    expect(body).not.toContain(agentId);
    expect(body).not.toContain('Whatever');
    expect(body).not.toContain(user.userId);
  });

  it('shows open websockets and their subscriptions while they are open', async () => {
    const user = await signedInUser(stack);
    const client = wsClient(stack.url, user.client.cookieHeader);
    const summary = collect(client, 'subscription { creditSummaryChanged { used } }');
    await summary.next(() => true);
    const open = await scrape();
    expect(sample(open.body, 'avatarium_websocket_connections', 'kind="graphql-ws"')).toBeGreaterThanOrEqual(1);
    expect(sample(open.body, 'avatarium_graphql_subscriptions', 'kind="graphql-ws"')).toBeGreaterThanOrEqual(1);
    await client.dispose();
    await expect.poll(async () => sample((await scrape()).body, 'avatarium_websocket_connections', 'kind="graphql-ws"')).toBe(0);
  });

  it('is not served to a proxied visitor: the same 404 as any unknown path', async () => {
    const proxied = await scrape({ 'x-forwarded-for': '203.0.113.7' });
    expect(proxied.status).toBe(404);
    expect(proxied.body).not.toContain('avatarium_');
  });
});
