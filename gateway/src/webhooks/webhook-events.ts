import { z } from 'zod';

/** The events an endpoint may subscribe to (issue 29). */
export const WEBHOOK_EVENT_TYPES = [
  'agent.ready',
  'agent.failed',
  'conversation.ended',
  'knowledge.ready',
  'slides.ready',
  'credits.low',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** Sent only by "Send test event", to one endpoint, whatever it subscribed to. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** One event as the bus subscriptions see it, before it becomes one delivery per endpoint. */
export interface WebhookEvent {
  ownerId: string;
  type: WebhookEventType;
  /** Same source change, same key: a repeated bus event does not become a second delivery. */
  dedupeKey: string;
  data: Record<string, unknown>;
}
