import { z } from 'zod';

/** The events an endpoint can receive, as the gateway names them, with when each is sent. */
export const WEBHOOK_EVENTS = [
  { id: 'agent.ready', hint: 'An agent finished generating' },
  { id: 'agent.failed', hint: 'An agent could not be generated' },
  { id: 'conversation.ended', hint: 'A conversation with one of your agents ended' },
  { id: 'knowledge.ready', hint: 'An agent’s FAQ is indexed and ready' },
  { id: 'slides.ready', hint: 'An agent’s slides are ready' },
  { id: 'credits.low', hint: 'Your balance fell below 10 % of your plan (at least 20 credits)' },
] as const;

/** The add dialog's form, exported so tests check the same rules the dialog applies (the gateway checks again). */
export const webhookFormSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the URL to send events to')
    .max(2000, 'The URL is at most 2,000 characters')
    // http:// is left to the gateway, which accepts it only for a local test receiver.
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'The URL must start with https://'),
  events: z.array(z.enum(WEBHOOK_EVENTS.map((event) => event.id))).min(1, 'Choose at least one event'),
  description: z.string().trim().max(200, 'The description is at most 200 characters'),
});
export type WebhookForm = z.input<typeof webhookFormSchema>;
