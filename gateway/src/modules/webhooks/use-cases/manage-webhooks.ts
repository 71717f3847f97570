import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { parsedInput } from '../../shared/refusal.js';
import type { WebhookEndpoint } from '../../../webhooks/webhook-endpoint.repository.js';
import { generateWebhookSecret } from '../../../webhooks/webhook-secret.js';
import { checkWebhookUrl } from '../../../webhooks/webhook-url.js';
import { CreateWebhookInput, UpdateWebhookInput } from './webhook-input.js';
import {
  ENDPOINT_NOT_FOUND,
  WebhookEndpointId,
  webhookDeliveryView,
  webhookEndpointView,
  type IssuedWebhookEndpoint,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from './webhook-view.js';

/** Endpoints one user may hold at once. */
export const MAX_WEBHOOK_ENDPOINTS_PER_USER = 10;

type Deps = Pick<GatewayDeps, 'webhooks'>;

/** The caller's endpoint, or 404 (another user's id is not found either). */
async function ownedEndpoint(deps: Deps, ownerId: string, id: string): Promise<WebhookEndpoint> {
  const endpoint = WebhookEndpointId.safeParse(id).success ? await deps.webhooks.endpoints.find(ownerId, id) : null;
  if (!endpoint) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
  return endpoint;
}

export async function listWebhooks(deps: Deps, ownerId: string): Promise<WebhookEndpointView[]> {
  const endpoints = await deps.webhooks.endpoints.list(ownerId);
  return endpoints.map(webhookEndpointView);
}

export async function createWebhook(deps: Deps, ownerId: string, body: unknown): Promise<IssuedWebhookEndpoint> {
  const input = parsedInput(CreateWebhookInput, body);
  const url = await checkWebhookUrl(input.url, deps.webhooks.allowLoopback);
  const secret = generateWebhookSecret();
  const endpoint = await deps.webhooks.endpoints.createWithinSlots(
    { ownerId, ...input, url: url.href, secret },
    MAX_WEBHOOK_ENDPOINTS_PER_USER,
  );
  if (!endpoint) {
    throw new AppError('CONFLICT', `You can have at most ${MAX_WEBHOOK_ENDPOINTS_PER_USER} webhook endpoints. Delete one first.`);
  }
  return { endpoint: webhookEndpointView(endpoint), secret };
}

export async function updateWebhook(deps: Deps, ownerId: string, id: string, body: unknown): Promise<WebhookEndpointView> {
  await ownedEndpoint(deps, ownerId, id);
  const changes = parsedInput(UpdateWebhookInput, body);
  if (changes.url !== undefined) changes.url = (await checkWebhookUrl(changes.url, deps.webhooks.allowLoopback)).href;
  const endpoint = await deps.webhooks.endpoints.update(ownerId, id, changes);
  if (!endpoint) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
  return webhookEndpointView(endpoint);
}

/** Deletes the endpoint and its log; deliveries still queued are dropped with it. */
export async function deleteWebhook(deps: Deps, ownerId: string, id: string): Promise<{ id: string }> {
  const endpoint = await ownedEndpoint(deps, ownerId, id);
  if (!(await deps.webhooks.endpoints.remove(ownerId, endpoint.id))) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
  await deps.webhooks.deliveries.removeFor(endpoint.id);
  return { id: endpoint.id };
}

/** A new signing secret at once (the old one stops signing: receivers switch with it). */
export async function rollWebhookSecret(deps: Deps, ownerId: string, id: string): Promise<IssuedWebhookEndpoint> {
  await ownedEndpoint(deps, ownerId, id);
  const secret = generateWebhookSecret();
  const endpoint = await deps.webhooks.endpoints.setSecret(ownerId, id, secret);
  if (!endpoint) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
  return { endpoint: webhookEndpointView(endpoint), secret };
}

/** The endpoint's last 50 deliveries, newest first. */
export async function listWebhookDeliveries(deps: Deps, ownerId: string, id: string): Promise<WebhookDeliveryView[]> {
  const endpoint = await ownedEndpoint(deps, ownerId, id);
  const deliveries = await deps.webhooks.deliveries.listFor(endpoint.id);
  return deliveries.map(webhookDeliveryView);
}

export { ownedEndpoint };
