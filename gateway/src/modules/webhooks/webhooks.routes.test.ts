import { analytics, credits } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { bearer, issuedKey } from '../../../../testkit/developer/api-key-kit.js';
import { eventually, startWebhookReceiver } from '../../../../testkit/developer/webhook-receiver.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { verifyWebhookSignature } from '../../webhooks/webhook-secret.js';

// The receiver is on loopback, which only the crawler's test switch lets an endpoint reach.
let stack: TestStack;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  stack = await startStack({ KNOWLEDGE_FETCH_ALLOW_LOOPBACK: 'true' });
});
afterAll(async () => {
  await stack.stop();
  await receiver.stop();
});

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

async function endpointOf(client: Client, path: string, events = ['agent.ready']) {
  const made = await client.post('/api/developer/webhooks', { url: `${receiver.url}${path}`, events, description: path });
  expect(made.status).toBe(200);
  return { id: made.data.endpoint.id as string, secret: made.data.secret as string };
}

const deliveriesOf = async (client: Client, id: string) =>
  (await client.get(`/api/developer/webhooks/${id}/deliveries`)).data.deliveries;

describe('webhooks (/api/developer/webhooks)', () => {
  it('registers an endpoint, shows its secret once, and sends a signed test event that is logged', async () => {
    const { client } = await signedInUser(stack);
    const made = await client.post('/api/developer/webhooks', {
      url: `${receiver.url}/signed`,
      events: ['agent.ready', 'credits.low'],
    });
    expect(made.status).toBe(200);
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(made.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const { id } = made.data.endpoint;
    const listed = await client.get('/api/developer/webhooks');
    expect(listed.data.endpoints).toEqual([
      expect.objectContaining({
        id,
        events: ['agent.ready', 'credits.low'],
        enabled: true,
        secretPrefix: made.data.secret.slice(0, 10),
      }),
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(made.data.secret);

    const test = await client.post(`/api/developer/webhooks/${id}/test`, {});
    expect(test.data.delivery).toMatchObject({ type: 'webhook.test', status: 'pending' });
    const [request] = await eventually(() => {
      const got = receiver.at('/signed');
      expect(got).toHaveLength(1);
      return got;
    });
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({ id: test.data.delivery.eventId, type: 'webhook.test', data: { endpoint_id: id } });
    expect(request!.headers['avatarium-event-id']).toBe(body.id);
    const signature = String(request!.headers['avatarium-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(made.data.secret, signature, request!.body)).toBe(true);
    expect(verifyWebhookSignature(made.data.secret, signature, request!.body.replace('test', 'tesT'))).toBe(false);

    const [logged] = await eventually(async () => {
      const log = await deliveriesOf(client, id);
      expect(log[0]).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, responseExcerpt: 'ok' });
      return log;
    });
    expect(logged.lastAttemptAt).toBeTruthy();

    // Rolled: the old secret no longer verifies.
    const rolled = await client.post(`/api/developer/webhooks/${id}/roll-secret`, {});
    expect(rolled.data.secret).not.toBe(made.data.secret);
    await client.post(`/api/developer/webhooks/${id}/test`, {});
    const [, second] = await eventually(() => {
      const got = receiver.at('/signed');
      expect(got).toHaveLength(2);
      return got;
    });
    const header = String(second!.headers['avatarium-signature']);
    expect(verifyWebhookSignature(rolled.data.secret, header, second!.body)).toBe(true);
    expect(verifyWebhookSignature(made.data.secret, header, second!.body)).toBe(false);
  });

  it('retries after a 500 with the same event and body, and marks it delivered once', async () => {
    const { client } = await signedInUser(stack);
    const { id } = await endpointOf(client, '/flaky');
    receiver.answer('/flaky', { status: 500, body: 'boom' });
    await client.post(`/api/developer/webhooks/${id}/test`, {});
    await eventually(async () =>
      expect((await deliveriesOf(client, id))[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        responseStatus: 500,
        responseExcerpt: 'boom',
        error: 'HTTP 500',
      }),
    );
    const [failed] = await deliveriesOf(client, id);
    // The first retry is due a minute later, not before.
    expect(new Date(failed.nextAttemptAt).getTime() - new Date(failed.lastAttemptAt).getTime()).toBe(60_000);
    await stack.gateway.deps.webhooks.dispatcher.drain(() => new Date(Date.now() + 61_000));
    expect(await deliveriesOf(client, id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2, responseStatus: 200 }),
    ]);
    const sent = receiver.at('/flaky');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toBe(sent[0]!.body);
    expect(sent[1]!.headers['avatarium-event-id']).toBe(sent[0]!.headers['avatarium-event-id']);
    // Nothing more is due: another pass sends nothing.
    await stack.gateway.deps.webhooks.dispatcher.drain(() => new Date(Date.now() + 3600_000));
    expect(receiver.at('/flaky')).toHaveLength(2);
  });

  it('leaves a delivery whose holder died (kill -9) to the next after its lease, never to two at once', async () => {
    const { client, userId } = await signedInUser(stack);
    const { id } = await endpointOf(client, '/leased');
    const { webhooks } = stack.gateway.deps;
    // Queued ten minutes ahead, so the running dispatcher leaves it to this test's clock.
    const later = Date.now() + 600_000;
    await webhooks.deliveries.enqueue(
      {
        endpointId: id,
        ownerId: userId,
        eventId: 'evt_leased',
        type: 'webhook.test',
        body: '{"id":"evt_leased"}',
        dedupeKey: 'leased',
      },
      new Date(later),
    );
    // A gateway claims it and dies before sending.
    expect(await webhooks.deliveries.claimDue(new Date(later), 30_000)).toMatchObject({ eventId: 'evt_leased' });
    await webhooks.dispatcher.drain(() => new Date(later + 5_000));
    expect(receiver.at('/leased')).toHaveLength(0);
    await Promise.all([
      webhooks.dispatcher.drain(() => new Date(later + 31_000)),
      webhooks.dispatcher.drain(() => new Date(later + 31_000)),
    ]);
    expect(receiver.at('/leased')).toHaveLength(1);
    expect((await deliveriesOf(client, id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('disables an endpoint whose deliveries have failed for 3 days, with the reason; turning it on clears it', async () => {
    const { client } = await signedInUser(stack);
    const { id } = await endpointOf(client, '/down');
    receiver.answer('/down', ...Array(6).fill({ status: 503, body: 'down' }));
    await client.post(`/api/developer/webhooks/${id}/test`, {});
    await eventually(async () => expect((await deliveriesOf(client, id))[0]).toMatchObject({ attempts: 1, responseStatus: 503 }));
    // The retry, three days later, fails too.
    await stack.gateway.deps.webhooks.dispatcher.drain(() => new Date(Date.now() + 3 * 24 * 3600_000 + 61_000));
    const [endpoint] = (await client.get('/api/developer/webhooks')).data.endpoints;
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'Deliveries failed for 3 days (last: HTTP 503)' });
    const on = await client.request('PATCH', `/api/developer/webhooks/${id}`, { json: { enabled: true } });
    expect(on.data.endpoint).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('resends a delivery as the same event, to its owner only', async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    const { id } = await endpointOf(owner.client, '/resend');
    await owner.client.post(`/api/developer/webhooks/${id}/test`, {});
    const [first] = await eventually(async () => {
      const log = await deliveriesOf(owner.client, id);
      expect(log[0]).toMatchObject({ status: 'delivered' });
      return log;
    });
    const path = `/api/developer/webhooks/${id}/deliveries/${first.id}/resend`;
    expect((await other.client.post(path, {})).status).toBe(404);
    expect((await owner.client.post(`/api/developer/webhooks/${id}/deliveries/wd_000000000000000000/resend`, {})).status).toBe(
      404,
    );
    const resent = await owner.client.post(path, {});
    expect(resent.data.delivery).toMatchObject({ eventId: first.eventId, type: 'webhook.test', status: 'pending' });
    await eventually(() => expect(receiver.at('/resend')).toHaveLength(2));
    const [a, b] = receiver.at('/resend');
    expect(b!.body).toBe(a!.body);
    expect(b!.headers['avatarium-event-id']).toBe(first.eventId);
    await eventually(async () =>
      expect((await deliveriesOf(owner.client, id)).map((d: { status: string }) => d.status)).toEqual(['delivered', 'delivered']),
    );
  });

  it('does not follow redirects', async () => {
    const { client } = await signedInUser(stack);
    const { id } = await endpointOf(client, '/moved');
    receiver.answer('/moved', { status: 302, location: `${receiver.url}/elsewhere` });
    await client.post(`/api/developer/webhooks/${id}/test`, {});
    await eventually(async () =>
      expect((await deliveriesOf(client, id))[0]).toMatchObject({
        attempts: 1,
        responseStatus: 302,
        error: 'Redirect (HTTP 302) not followed',
      }),
    );
    expect(receiver.at('/elsewhere')).toHaveLength(0);
  });

  it('refuses URLs that are not https or reach private, loopback or metadata addresses', async () => {
    const { client } = await signedInUser(stack);
    for (const url of [
      'http://example.com/hook',
      'ftp://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://user:pass@127.0.0.1/hook',
      'not a url',
    ]) {
      const refused = await client.post('/api/developer/webhooks', { url, events: ['agent.ready'] });
      expect(refused.status, url).toBe(400);
    }
    const noEvents = await client.post('/api/developer/webhooks', { url: `${receiver.url}/x`, events: [] });
    expect(noEvents.data.error).toBe('events: Choose at least one event');
    const unknownEvent = await client.post('/api/developer/webhooks', { url: `${receiver.url}/x`, events: ['agent.deleted'] });
    expect(unknownEvent.status).toBe(400);
    expect((await client.get('/api/developer/webhooks')).data.endpoints).toEqual([]);
  });

  it("keeps each owner's endpoints to themselves, and keys out", async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    const { id } = await endpointOf(owner.client, '/isolated');
    expect((await other.client.get('/api/developer/webhooks')).data.endpoints).toEqual([]);
    expect((await other.client.get(`/api/developer/webhooks/${id}/deliveries`)).status).toBe(404);
    expect((await other.client.request('PATCH', `/api/developer/webhooks/${id}`, { json: { enabled: false } })).status).toBe(404);
    expect((await other.client.post(`/api/developer/webhooks/${id}/test`, {})).status).toBe(404);
    expect((await other.client.post(`/api/developer/webhooks/${id}/roll-secret`, {})).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/developer/webhooks/${id}`)).status).toBe(404);
    const gql = await other.client.graphql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id });
    expect(gql.data?.deleteWebhookEndpoint).toBe(false);

    const key = await issuedKey(owner.client);
    const script = stack.client();
    expect((await script.get('/api/developer/webhooks', bearer(key.secret))).status).toBe(403);
    const viaKey = await script.graphql('{ webhookEndpoints { id } }', {}, bearer(key.secret));
    expect(viaKey.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const disabled = await owner.client.request('PATCH', `/api/developer/webhooks/${id}`, {
      json: { enabled: false, description: 'Off' },
    });
    expect(disabled.data.endpoint).toMatchObject({ id, enabled: false, description: 'Off' });
    expect((await owner.client.request('DELETE', `/api/developer/webhooks/${id}`)).data).toEqual({ success: true, deleted: id });
    expect((await owner.client.get('/api/developer/webhooks')).data.endpoints).toEqual([]);
  });

  it('holds 10 endpoints per user, even when created at the same moment', async () => {
    const { client } = await signedInUser(stack);
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, n) =>
        client.post('/api/developer/webhooks', { url: `${receiver.url}/cap${n}`, events: ['agent.ready'] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.data.error])).toEqual(
      Array(3).fill([409, 'You can have at most 10 webhook endpoints. Delete one first.']),
    );
  });

  it('has GraphQL twins', async () => {
    const { client } = await signedInUser(stack);
    const made = await client.graphql(
      `mutation($input: CreateWebhookInput!) { createWebhookEndpoint(input: $input) { ok secret endpoint { id events enabled } error { message } } }`,
      { input: { url: `${receiver.url}/graphql`, events: ['knowledge.ready'] } },
    );
    const created = made.data.createWebhookEndpoint;
    expect(created).toMatchObject({ ok: true, endpoint: { events: ['knowledge.ready'], enabled: true } });
    const bad = await client.graphql(
      `mutation($input: CreateWebhookInput!) { createWebhookEndpoint(input: $input) { ok error { message } } }`,
      { input: { url: 'https://10.0.0.1/x', events: ['knowledge.ready'] } },
    );
    expect(bad.data.createWebhookEndpoint.ok).toBe(false);
    const id = created.endpoint.id;
    const updated = await client.graphql(
      `mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { ok endpoint { enabled } } }`,
      { id },
    );
    expect(updated.data.updateWebhookEndpoint).toEqual({ ok: true, endpoint: { enabled: false } });
    const tested = await client.graphql(`mutation($id: ID!) { sendTestWebhook(id: $id) { ok delivery { type } } }`, { id });
    expect(tested.data.sendTestWebhook).toEqual({ ok: true, delivery: { type: 'webhook.test' } });
    const listed = await client.graphql(
      `query($id: ID!) { webhookEndpoints { id } webhookDeliveries(endpointId: $id) { type } }`,
      { id },
    );
    expect(listed.data).toEqual({ webhookEndpoints: [{ id }], webhookDeliveries: [{ type: 'webhook.test' }] });
    const rolled = await client.graphql(`mutation($id: ID!) { rollWebhookSecret(id: $id) { ok secret } }`, { id });
    expect(rolled.data.rollWebhookSecret.secret).toMatch(/^whsec_/);
  });

  it('delivers agent.ready from the bus once, to the subscribed endpoints of the agent owner only', async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    const ready = await endpointOf(owner.client, '/ready', ['agent.ready']);
    await endpointOf(owner.client, '/conversations', ['conversation.ended']);
    await endpointOf(other.client, '/others', ['agent.ready']);
    const agent = await readyAgentOf(stack, owner.userId);
    const [request] = await eventually(() => {
      const got = receiver.at('/ready');
      expect(got).toHaveLength(1);
      return got;
    });
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'agent.ready', data: { agent_id: agent.id, status: 'ready' } });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at('/ready')).toHaveLength(1);
    expect(receiver.at('/conversations')).toHaveLength(0);
    expect(receiver.at('/others')).toHaveLength(0);
    expect(await deliveriesOf(owner.client, ready.id)).toEqual([
      expect.objectContaining({ type: 'agent.ready', status: 'delivered' }),
    ]);
  });

  it('sends credits.low once when the balance crosses below the threshold, and conversation.ended', async () => {
    const { client, userId } = await signedInUser(stack);
    await endpointOf(client, '/credits', ['credits.low', 'conversation.ended']);
    const change = (balance: number, delta: number, version: number) =>
      stack.bus.publish(credits.balanceChanged, {
        userId,
        balance,
        plan: 'FREE',
        minimumRequired: 100,
        hasMinimumBalance: balance >= 100,
        version,
        delta,
        reason: 'test',
        at: new Date().toISOString(),
      });
    change(100, -50, 1); // 150 → 100: above 20
    change(15, -10, 2); // 25 → 15: crosses below 20
    change(15, -10, 2); // the same change again
    change(10, -5, 3); // already below
    stack.bus.publish(analytics.conversationEnded, {
      agentId: 'A01ABC0001',
      ownerId: userId,
      conversationId: 'conv-1',
      at: new Date().toISOString(),
    });
    await eventually(() => expect(receiver.at('/credits')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const bodies = receiver.at('/credits').map((request) => JSON.parse(request.body));
    expect(bodies.map((body) => body.type).sort()).toEqual(['conversation.ended', 'credits.low']);
    expect(bodies.find((body) => body.type === 'credits.low').data).toEqual({ balance: 15, threshold: 20, plan: 'FREE' });
    expect(bodies.find((body) => body.type === 'conversation.ended').data).toMatchObject({ conversation_id: 'conv-1' });
  });
});
