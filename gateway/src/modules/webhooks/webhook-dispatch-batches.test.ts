import { analytics } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { eventually, startWebhookReceiver } from '../../../../testkit/developer/webhook-receiver.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// Deliveries are queued and claimed in batches (one insert per burst of bus events, one claim per
// batch of due deliveries, attempts recorded in bulk): the guarantees stay those of one at a time.

let stack: TestStack;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  stack = await startStack({ KNOWLEDGE_FETCH_ALLOW_LOOPBACK: 'true' });
  // A second gateway: the bus events and the due deliveries are shared between the two.
  await stack.anotherGateway();
});
afterAll(async () => {
  await stack.stop();
  await receiver.stop();
});

const EVENTS = 120;

describe('webhook deliveries in batches', () => {
  it('a burst from the bus, repeated, is one delivery per change, each sent once, with two gateways claiming', async () => {
    const { client, userId } = await signedInUser(stack);
    const made = await client.post('/api/developer/webhooks', { url: `${receiver.url}/burst`, events: ['conversation.ended'] });
    expect(made.status).toBe(200);
    const publish = () => {
      for (let n = 0; n < EVENTS; n++)
        stack.bus.publish(analytics.conversationEnded, {
          agentId: 'A01ABC0001',
          ownerId: userId,
          conversationId: `burst-${n}`,
          at: new Date().toISOString(),
        });
    };
    publish();
    publish(); // the bus repeats every change

    const conversations = () => new Set(receiver.at('/burst').map((request) => JSON.parse(request.body).data.conversation_id));
    await eventually(() => expect(conversations().size).toBe(EVENTS), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const requests = receiver.at('/burst');
    expect(requests).toHaveLength(EVENTS);
    expect(new Set(requests.map((request) => request.headers['avatarium-event-id'])).size).toBe(EVENTS);

    // Each recorded once, as delivered, by whichever gateway sent it (the log shows the last 50).
    const log = (await client.get(`/api/developer/webhooks/${made.data.endpoint.id}/deliveries`)).data.deliveries;
    expect(log).toHaveLength(50);
    for (const delivery of log) expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200 });
  }, 60_000);
});
