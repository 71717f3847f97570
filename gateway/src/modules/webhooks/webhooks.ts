import { randomBytes } from 'node:crypto';
import type { Bus, Logger } from '@avatarium/platform';
import type { Connection } from 'mongoose';
import { subscribeWebhookSources } from './webhook-bus-events.js';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookEndpointRepository } from './webhook-endpoint.repository.js';
import type { WebhookEvent } from './webhook-events.js';

export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** The JSON body every delivery carries. */
export const eventBody = (id: string, type: string, createdAt: Date, data: Record<string, unknown>) =>
  JSON.stringify({ id, type, created_at: createdAt.toISOString(), data });

/** Webhooks (issue 29): the endpoints, the durable delivery queue, its dispatcher and the bus sources. */
export class Webhooks {
  readonly endpoints: WebhookEndpointRepository;
  readonly deliveries: WebhookDeliveryRepository;
  readonly dispatcher: WebhookDispatcher;
  private unsubscribe: (() => void) | null = null;

  constructor(
    mongo: Connection,
    private readonly bus: Bus,
    private readonly logger: Logger,
    readonly allowLoopback: boolean,
  ) {
    this.endpoints = new WebhookEndpointRepository(mongo);
    this.deliveries = new WebhookDeliveryRepository(mongo);
    this.dispatcher = new WebhookDispatcher(this.endpoints, this.deliveries, logger, { allowLoopback });
  }

  async start(): Promise<void> {
    await Promise.all([this.endpoints.init(), this.deliveries.init()]);
    this.unsubscribe = subscribeWebhookSources(this.bus, (event) => {
      this.enqueueEvent(event).catch((error: unknown) =>
        this.logger.warn('webhook event not queued', { type: event.type, error }),
      );
    });
    this.dispatcher.start();
  }

  /** One delivery per enabled endpoint of the owner that subscribed to the event's type. */
  async enqueueEvent(event: WebhookEvent, now = new Date()): Promise<number> {
    const endpoints = await this.endpoints.subscribedTo(event.ownerId, event.type);
    if (endpoints.length === 0) return 0;
    const eventId = newEventId();
    const body = eventBody(eventId, event.type, now, event.data);
    let queued = 0;
    for (const endpoint of endpoints) {
      const delivery = await this.deliveries.enqueue(
        { endpointId: endpoint.id, ownerId: event.ownerId, eventId, type: event.type, body, dedupeKey: event.dedupeKey },
        now,
      );
      if (delivery) queued++;
    }
    if (queued > 0) this.dispatcher.wake();
    return queued;
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    await this.dispatcher.stop();
  }
}
