import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WebhookEventType } from '../../../webhooks/webhook-events.js';

const Url = z
  .string({ error: 'Enter the URL to send events to' })
  .trim()
  .min(1, 'Enter the URL to send events to')
  .max(2000, 'The URL is at most 2,000 characters');
const Events = z
  .array(WebhookEventType, { error: `Choose events from ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);
const Description = z.string().trim().max(200, 'The description is at most 200 characters');

export const CreateWebhookInput = z.object({
  url: Url,
  events: Events,
  description: Description.default(''),
  enabled: z.boolean().default(true),
});

export const UpdateWebhookInput = z
  .object({
    url: Url.optional(),
    events: Events.optional(),
    description: Description.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
