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
  private readonly arrived: WebhookEvent[] = [];

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
    this.unsubscribe = subscribeWebhookSources(this.bus, (event) => this.queueFromBus(event));
    this.dispatcher.start();
  }

  /** One delivery per enabled endpoint of the owner that subscribed to the event's type. */
  enqueueEvent(event: WebhookEvent, now = new Date()): Promise<number> {
    return this.enqueueEvents([event], now);
  }

  /** The fan-out of many events: one read of their owners' endpoints and one write of all their deliveries. */
  async enqueueEvents(events: readonly WebhookEvent[], now = new Date()): Promise<number> {
    const endpoints = await this.endpoints.enabledOf([...new Set(events.map((event) => event.ownerId))]);
    if (endpoints.length === 0) return 0;
    const entries = events.flatMap((event) => {
      const subscribed = endpoints.filter(
        (endpoint) => endpoint.ownerId === event.ownerId && endpoint.events.includes(event.type),
      );
      if (subscribed.length === 0) return [];
      const eventId = newEventId();
      const body = eventBody(eventId, event.type, now, event.data);
      return subscribed.map((endpoint) => ({
        endpointId: endpoint.id,
        ownerId: event.ownerId,
        eventId,
        type: event.type,
        body,
        dedupeKey: event.dedupeKey,
      }));
    });
    const queued = await this.deliveries.enqueueMany(entries, now);
    if (queued > 0) this.dispatcher.wake();
    return queued;
  }

  /** Bus events that arrive together (a burst) are queued together, at the end of this turn of the event loop. */
  private queueFromBus(event: WebhookEvent): void {
    this.arrived.push(event);
    if (this.arrived.length > 1) return;
    setImmediate(() => {
      const events = this.arrived.splice(0);
      this.enqueueEvents(events).catch((error: unknown) =>
        this.logger.warn('webhook events not queued', {
          count: events.length,
          types: [...new Set(events.map((e) => e.type))],
          error,
        }),
      );
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    await this.dispatcher.stop();
  }
}
