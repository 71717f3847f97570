import { AgentId, conversation } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import { invalidInput } from '../shared/refusal.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const NOT_YOUR_CONVERSATION = 'This conversation belongs to someone else';
export const AGENT_NOT_FOUND = 'Agent not found';

/** The header every REST call of a session's holder carries its token in. */
export const SESSION_TOKEN_HEADER = 'x-conversation-token';

export type HeldSession = { sessionId: string; sessionToken: string };

/**
 * The session a call names: a malformed id names no conversation (404), a malformed or missing
 * token holds none (403), the same answers the service gives for a wrong one.
 */
export function heldSession(input: { sessionId: unknown; sessionToken: unknown }): HeldSession {
  const sessionId = conversation.ConversationSessionId.safeParse(input.sessionId);
  if (!sessionId.success) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  const sessionToken = conversation.SessionToken.safeParse(input.sessionToken);
  if (!sessionToken.success) throw new AppError('FORBIDDEN', NOT_YOUR_CONVERSATION);
  return { sessionId: sessionId.data, sessionToken: sessionToken.data };
}

/** An input parsed by its schema; a failure is BAD_INPUT naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

/** An agent id as given; a malformed one is simply not found. */
export function agentIdOf(value: unknown): string {
  const agentId = AgentId.safeParse(value);
  if (!agentId.success) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return agentId.data;
}

/** POST /api/conversations {agent_id, share?}. */
export const StartBody = z.object({
  agent_id: z.string({ error: 'agent_id is required' }),
  // The catalog compares the token; an oversized one cannot match anything (as the viewer route does).
  share: z.string().nullish(),
  collection: z.string().nullish(),
});

/** POST /api/conversations/{sessionId}/messages {text}. */
export const TextBody = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(conversation.TURN_TEXT_MAX_LENGTH, `text: at most ${conversation.TURN_TEXT_MAX_LENGTH} characters`),
});

export const FirstFrameInput = z.object({
  turnId: conversation.TurnId,
  firstFrameMs: z.number().nonnegative().max(600_000),
});

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-mm-dd')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'must be a real date');

/** GET /api/analytics/conversation-history?agent_code&from&to. */
export const HistoryQuery = z
  .object({ agent_code: z.string({ error: 'agent_code is required' }), from: Day.optional(), to: Day.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to' });

/** GET /api/conversations/{sessionId}/audio/{turnId}/{seq}.{wav|mp3}. */
export const AudioFile = z.object({
  turnId: conversation.TurnId,
  file: z.string().regex(/^(0|[1-9]\d{0,3})\.(wav|mp3)$/, 'Invalid audio file'),
});

/** The content type of a sentence's audio, by the extension its key ends with. */
export const AUDIO_CONTENT_TYPES = { wav: 'audio/wav', mp3: 'audio/mpeg' } as const;
export type AudioExtension = keyof typeof AUDIO_CONTENT_TYPES;
