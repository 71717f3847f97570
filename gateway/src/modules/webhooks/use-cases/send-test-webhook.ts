import { randomBytes } from 'node:crypto';
import type { GatewayDeps } from '../../../http/context.js';
import { TEST_EVENT_TYPE } from '../../../webhooks/webhook-events.js';
import { eventBody, newEventId } from '../../../webhooks/webhooks.js';
import { ownedEndpoint } from './manage-webhooks.js';
import { webhookDeliveryView, type WebhookDeliveryView } from './webhook-view.js';

/**
 * Queues a `webhook.test` event for this endpoint alone (enabled or not is the owner's choice
 * to test): it goes through the same queue, signature, retries and log as real events.
 */
export async function sendTestWebhook(
  deps: Pick<GatewayDeps, 'webhooks'>,
  ownerId: string,
  id: string,
): Promise<WebhookDeliveryView> {
  const endpoint = await ownedEndpoint(deps, ownerId, id);
  const now = new Date();
  const eventId = newEventId();
  const delivery = await deps.webhooks.deliveries.enqueue(
    {
      endpointId: endpoint.id,
      ownerId,
      eventId,
      type: TEST_EVENT_TYPE,
      body: eventBody(eventId, TEST_EVENT_TYPE, now, { message: 'A test event from Avatarium.', endpoint_id: endpoint.id }),
      dedupeKey: `test:${randomBytes(9).toString('hex')}`,
    },
    now,
  );
  deps.webhooks.dispatcher.wake();
  return webhookDeliveryView(delivery!);
}
