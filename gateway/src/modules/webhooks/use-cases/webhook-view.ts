import { z } from 'zod';
import type { WebhookDelivery } from '../../../webhooks/webhook-delivery.repository.js';
import type { WebhookEndpoint } from '../../../webhooks/webhook-endpoint.repository.js';

/** An endpoint id as the repository makes them; anything else names no endpoint. */
export const WebhookEndpointId = z.string().regex(/^we_[0-9a-f]{18}$/);
export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  disabledReason: string | null;
  /** whsec_ and the first characters, to tell secrets apart; the whole secret is shown once. */
  secretPrefix: string;
  createdAt: string;
}

export const webhookEndpointView = (endpoint: WebhookEndpoint): WebhookEndpointView => ({
  id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events,
  description: endpoint.description,
  enabled: endpoint.enabled,
  disabledReason: endpoint.disabledReason,
  secretPrefix: endpoint.secret.slice(0, 10),
  createdAt: endpoint.createdAt.toISOString(),
});

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  type: string;
  status: string;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
}

export const webhookDeliveryView = (delivery: WebhookDelivery): WebhookDeliveryView => ({
  id: delivery.id,
  eventId: delivery.eventId,
  type: delivery.type,
  status: delivery.status,
  attempts: delivery.attempts,
  createdAt: new Date(delivery.createdAt).toISOString(),
  lastAttemptAt: delivery.lastAttemptAt ? new Date(delivery.lastAttemptAt).toISOString() : null,
  nextAttemptAt: delivery.status === 'pending' && delivery.nextAttemptAt ? new Date(delivery.nextAttemptAt).toISOString() : null,
  responseStatus: delivery.responseStatus,
  responseExcerpt: delivery.responseExcerpt,
  error: delivery.error,
});

/** An endpoint with its secret: in the create and roll answers only. */
export interface IssuedWebhookEndpoint {
  endpoint: WebhookEndpointView;
  secret: string;
}
