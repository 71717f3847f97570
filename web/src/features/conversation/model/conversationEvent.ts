import { conversation } from '@avatarium/contracts';
import { z } from 'zod';
import { parseRichJson } from './richReply';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const Cue = z.object({ startMs: z.number().nonnegative(), viseme: z.string() });

/**
 * One event of the session as the subscription delivers it (a flat GraphQL object with the
 * fields of its type set), read into a typed union. Anything malformed reads as null and is
 * ignored: a bad event must not break the conversation.
 */
const ConversationEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('TURN_STARTED'),
    turnId: z.string(),
    source: z.enum(['text', 'speech', 'greeting']).catch('text'),
    text,
  }),
  z.object({ type: z.literal('TURN_TRANSCRIPT'), turnId: z.string(), text }),
  z.object({ type: z.literal('TURN_DELTA'), turnId: z.string(), text }),
  z.object({
    type: z.literal('TURN_AUDIO'),
    turnId: z.string(),
    seq: z.number().int().nonnegative(),
    audioUrl: z.string().startsWith('/api/'),
    durationMs: z.number().nonnegative().nullish(),
    text,
    visemes: z
      .array(Cue)
      .nullish()
      .transform((cues) => cues ?? []),
  }),
  z.object({
    type: z.literal('TURN_RICH'),
    turnId: z.string(),
    richJson: z.string().transform((json, context) => {
      const reply = parseRichJson(json);
      if (!reply) context.addIssue({ code: 'custom', message: 'not a rich reply' });
      return reply as conversation.RichReply;
    }),
  }),
  z.object({
    type: z.literal('TURN_DONE'),
    turnId: z.string(),
    text,
    sources: z
      .array(z.object({ row: z.number().int(), question: z.string() }))
      .nullish()
      .catch([])
      .transform((sources) => sources ?? []),
  }),
  z.object({ type: z.literal('TURN_INTERRUPTED'), turnId: z.string() }),
  z.object({
    type: z.literal('TURN_FAILED'),
    turnId: z
      .string()
      .nullish()
      .transform((id) => id ?? null),
    code: z
      .string()
      .nullish()
      .transform((code) => code ?? 'INTERNAL'),
    message: z
      .string()
      .nullish()
      .transform((message) => message || 'Something went wrong with this answer.'),
  }),
  z.object({
    type: z.literal('SESSION_ENDED'),
    reason: z.enum(['ended', 'credits', 'budget', 'idle']).catch('ended'),
    message: z
      .string()
      .nullish()
      .transform((message) => message || 'The conversation has ended.'),
  }),
]);

export type ConversationEvent = z.output<typeof ConversationEventSchema>;
export type TurnAudioEvent = Extract<ConversationEvent, { type: 'TURN_AUDIO' }>;
export type SessionEndReason = Extract<ConversationEvent, { type: 'SESSION_ENDED' }>['reason'];

export function parseConversationEvent(raw: unknown): ConversationEvent | null {
  const parsed = ConversationEventSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
