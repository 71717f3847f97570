import { randomBytes } from 'node:crypto';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { ownedEndpoint } from './manage-webhooks.js';
import { webhookDeliveryView, type WebhookDeliveryView } from './webhook-view.js';

const DeliveryId = z.string().regex(/^wd_[0-9a-f]{18}$/);
export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';

/**
 * Resend: a new delivery of the same event (same event id and body, so a receiver that already
 * has it can tell), queued now with its own attempts and retries.
 */
export async function resendWebhookDelivery(
  deps: Pick<GatewayDeps, 'webhooks'>,
  ownerId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryView> {
  const endpoint = await ownedEndpoint(deps, ownerId, endpointId);
  const original = DeliveryId.safeParse(deliveryId).success
    ? await deps.webhooks.deliveries.findFor(endpoint.id, deliveryId)
    : null;
  if (!original) throw new AppError('NOT_FOUND', DELIVERY_NOT_FOUND);
  const delivery = await deps.webhooks.deliveries.enqueue({
    endpointId: endpoint.id,
    ownerId: endpoint.ownerId,
    eventId: original.eventId,
    type: original.type,
    body: original.body,
    dedupeKey: `resend:${randomBytes(9).toString('hex')}`,
  });
  deps.webhooks.dispatcher.wake();
  return webhookDeliveryView(delivery!);
}
