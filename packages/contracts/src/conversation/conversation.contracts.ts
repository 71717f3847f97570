import { z } from 'zod';
import { defineEvent, defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { AgentId } from '../catalog/agent-id.js';

/**
 * Talking to an agent (issue 8). Answered by the conversation service in the `conversation`
 * queue group. A session is held by whoever started it: every later request carries the
 * session's secret token, and only its holder gets its events and audio.
 * Expected failures (AppError codes):
 * - NOT_FOUND 'Agent not found' (or not visible to the caller), 'Conversation not found'.
 * - UNAUTHENTICATED 'Sign in to talk to this agent' (login-required link, signed out).
 * - FORBIDDEN 'This conversation belongs to someone else' (wrong session token).
 * - CONFLICT 'This agent is not ready to talk yet' (agent not Ready).
 * - INSUFFICIENT_CREDITS 'Not enough credits to talk to this agent'.
 * - UNAVAILABLE: no model can answer (names the stage: language model, voice, speech recognition).
 */

export const ConversationSessionId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid session id');
export const SessionToken = z.string().min(20).max(200);
export const TurnId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid turn id');

/** Sent with every request of a session's holder. */
const HeldSession = z.object({ sessionId: ConversationSessionId, sessionToken: SessionToken });

/** Who is debited for conversation time (see docs/decisions/conversation.md). */
/** 'collection': the viewer's subscription to the collection they came from (spec 001 AppSubscription). */
export const Payer = z.enum(['owner', 'viewer', 'collection']);

/** Spec 000 rates: credits per conversation minute, by model (cloud). */
export const CONVERSATION_CREDITS_PER_MINUTE = { essence: 2, expression: 4 } as const;

/**
 * The owner's monthly conversation budget of an agent is used up (docs/decisions.md): a new
 * visitor session is refused with it (UNAVAILABLE), a running one ends with it.
 */
export const CONVERSATION_BUDGET_USED = 'This agent has used its conversation budget for this month. Please come back later.';

/** Why a session ended: left, the payer's credits, the owner's monthly budget for visitors, idle. */
export const SessionEndReason = z.enum(['ended', 'credits', 'budget', 'idle']);
export type SessionEndReason = z.infer<typeof SessionEndReason>;

/** Longest text a visitor may send in one turn. */
export const TURN_TEXT_MAX_LENGTH = 2000;

export const StartedSession = z.object({
  sessionId: ConversationSessionId,
  sessionToken: SessionToken,
  conversationId: z.string(),
  agentId: AgentId,
  payer: Payer,
  /** The built-in (or provider) voice the agent speaks with. */
  voice: z.string(),
  language: z.string(),
  /** Which providers answer, for the viewer to be honest about what runs where. */
  providers: z.object({ llm: z.string(), tts: z.string(), stt: z.string() }),
});
export type StartedSession = z.infer<typeof StartedSession>;

export const startSession = defineRequest(
  'conversation.session.start',
  z.object({
    agentId: AgentId,
    userId: UserId.nullable(),
    shareToken: z.string().max(200).nullable(),
    /** The collection page the visitor came from: its plan pays when the visitor subscribed. */
    collectionId: z.string().max(40).nullish(),
  }),
  StartedSession,
);

/**
 * What the owner's agent spent this calendar month (UTC) on visitors' sessions the owner pays
 * for (its conversation budget counts these). `month` is 'YYYY-MM'.
 */
export const getBudgetSpend = defineRequest(
  'conversation.budget.get-spend',
  z.object({ agentId: AgentId }),
  z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), spent: z.number().int().nonnegative() }),
);

/** Checks a holder's token (the gateway asks before streaming events or audio). */
export const checkSession = defineRequest(
  'conversation.session.check',
  HeldSession,
  z.object({ agentId: AgentId, active: z.boolean() }),
);

export const sendText = defineRequest(
  'conversation.turn.text',
  HeldSession.extend({ text: z.string().trim().min(1).max(TURN_TEXT_MAX_LENGTH) }),
  z.object({ turnId: TurnId }),
);

/**
 * What the visitor is typing, before it is sent: the offline model reads it ahead (the question
 * and the start of the answer evaluated while the visitor types), so a question sent as typed
 * starts answering at once. True when it will be read ahead; false when there is nothing to
 * gain (a cloud model, the agent talking, an evaluation already running).
 */
export const draftText = defineRequest(
  'conversation.turn.draft',
  HeldSession.extend({ text: z.string().trim().min(1).max(TURN_TEXT_MAX_LENGTH) }),
  z.object({ readAhead: z.boolean() }),
);

/** A spoken question: the gateway stored the recording under audioKey; the service transcribes it. */
export const sendSpeech = defineRequest(
  'conversation.turn.speech',
  HeldSession.extend({ audioKey: z.string().min(1).max(300), contentType: z.string().max(100) }),
  z.object({ turnId: TurnId }),
);

/**
 * The owner's greeting (custom actions): the agent speaks first, following its opening
 * instructions, once per session. Null when the agent has no greeting or it was given already.
 */
export const greet = defineRequest('conversation.turn.greet', HeldSession, z.object({ turnId: TurnId.nullable() }));

/** Stops the running turn at once (generation and speech); true when one was running. */
export const interruptTurn = defineRequest('conversation.turn.interrupt', HeldSession, z.object({ interrupted: z.boolean() }));

export const endSession = defineRequest('conversation.session.end', HeldSession, z.object({ ended: z.boolean() }));

/**
 * A mouth shape at a time in a sentence's audio: rest (silence), closed (p b m), teeth (f v),
 * slight, open, wide (spread), round. A speech sprite without a shape uses the nearest it has.
 */
export const VisemeCue = z.object({
  startMs: z.number().nonnegative(),
  viseme: z.enum(['rest', 'closed', 'teeth', 'slight', 'open', 'wide', 'round']),
});
export type VisemeCue = z.infer<typeof VisemeCue>;

/** Stage times of one turn, in ms from the turn's start (null: the stage did not run). */
export const TurnTelemetry = z.object({
  sttMs: z.number().nonnegative().nullable(),
  llmFirstTokenMs: z.number().nonnegative().nullable(),
  ttsFirstAudioMs: z.number().nonnegative().nullable(),
  /** Reported by the viewer when its player drew the first speaking frame. */
  firstFrameMs: z.number().nonnegative().nullable(),
  totalMs: z.number().nonnegative().nullable(),
});
export type TurnTelemetry = z.infer<typeof TurnTelemetry>;

/** Spec 002 2.13, a product of a product list: title, description, price, image_url, product_url. */
export const ProductReplyItem = z.object({
  title: z.string(),
  description: z.string().nullable(),
  price: z.string().nullable(),
  image_url: z.string().nullable(),
  product_url: z.string().nullable(),
  /** The store's id of the product (shop replies), so a later question about it can ask the store (issue 28). */
  product_id: z.string().optional(),
});
export type ProductReplyItem = z.infer<typeof ProductReplyItem>;

/** Rich replies (spec 002 2.13), stored as the message JSON analytics reads. */
export const RichReply = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('products'),
    response: z.string(),
    products: z.array(ProductReplyItem),
    /** The shop integration's Show QR Code: each card carries a QR code of its product link. */
    show_qr_code: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('slide'),
    response: z.string(),
    slide_number: z.number().int().positive(),
    /** The slide's picture when the agent presents its own deck (never taken from a model's reply). */
    image_url: z.string().nullable().optional(),
    /** How many slides the deck has, when presenting. */
    slide_count: z.number().int().positive().optional(),
    question_1: z.string().optional(),
    question_2: z.string().optional(),
    question_3: z.string().optional(),
  }),
  z.object({
    kind: z.literal('suggestions'),
    response: z.string(),
    question_1: z.string(),
    question_2: z.string().optional(),
    question_3: z.string().optional(),
  }),
]);
export type RichReply = z.infer<typeof RichReply>;

/** Everything a session's holder sees, in order, on `conversation.events.{sessionId}`. */
export const ConversationEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('turn.started'), turnId: TurnId, source: z.enum(['text', 'speech', 'greeting']), text: z.string() }),
  z.object({ type: z.literal('turn.transcript'), turnId: TurnId, text: z.string() }),
  z.object({ type: z.literal('turn.delta'), turnId: TurnId, text: z.string() }),
  z.object({
    type: z.literal('turn.audio'),
    turnId: TurnId,
    /** 0, 1, 2 ... per sentence of the turn. */
    seq: z.number().int().nonnegative(),
    /** Storage key of the sentence's audio (the gateway serves it to the holder only). */
    audioKey: z.string(),
    contentType: z.string(),
    durationMs: z.number().nonnegative(),
    text: z.string(),
    /** Empty when the voice gives no timings: the player then follows the audio's loudness. */
    visemes: z.array(VisemeCue),
  }),
  z.object({ type: z.literal('turn.rich'), turnId: TurnId, reply: RichReply }),
  z.object({
    type: z.literal('turn.done'),
    turnId: TurnId,
    text: z.string(),
    telemetry: TurnTelemetry,
    /** The FAQ rows the answer came from (RAG on), for the viewer to show. */
    sources: z.array(z.object({ row: z.number().int().positive(), question: z.string() })).default([]),
  }),
  z.object({ type: z.literal('turn.interrupted'), turnId: TurnId }),
  z.object({ type: z.literal('turn.failed'), turnId: TurnId.nullable(), code: z.string(), message: z.string() }),
  z.object({ type: z.literal('session.ended'), reason: SessionEndReason, message: z.string() }),
]);
export type ConversationEvent = z.infer<typeof ConversationEvent>;

export const conversationEvent = defineEvent(
  'conversation.events.*',
  z.object({ sessionId: ConversationSessionId, at: z.string().datetime(), event: ConversationEvent }),
);
export const conversationEventSubject = (sessionId: string) => `conversation.events.${sessionId}`;

/** The viewer's measure of the first animated frame of a turn (telemetry). */
export const reportFirstFrame = defineRequest(
  'conversation.turn.first-frame',
  HeldSession.extend({ turnId: TurnId, firstFrameMs: z.number().nonnegative().max(600_000) }),
  z.object({ recorded: z.boolean() }),
);

/** Spec 003 section 3 Message. `message` may be a JSON string (rich replies). */
export const HistoryMessage = z.object({
  role: z.enum(['user', 'agent']),
  message: z.string(),
  timestamp: z.string().datetime(),
});
export const HistoryConversation = z.object({
  id: z.string(),
  session_id: z.string().nullable(),
  pricing_code: z.string(),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
  messages: z.array(HistoryMessage),
  /** Per-turn stage times, oldest first (owner telemetry). */
  telemetry: z.array(TurnTelemetry.extend({ turnId: z.string() })),
});
export const ConversationHistory = z.object({
  data: z.array(HistoryConversation),
  conversationsByDate: z.record(z.string(), z.array(HistoryConversation)),
  stats: z.object({
    totalConversations: z.number().int().nonnegative(),
    totalMessages: z.number().int().nonnegative(),
    averageMessagesPerConversation: z.number().nonnegative(),
    dateRange: z.object({ earliest: z.string().datetime().nullable(), latest: z.string().datetime().nullable() }),
  }),
});
export type ConversationHistory = z.infer<typeof ConversationHistory>;

/** Owner only (FORBIDDEN otherwise). Dates are yyyy-mm-dd, inclusive, in UTC. */
export const getHistory = defineRequest(
  'conversation.history.get',
  z.object({
    agentId: AgentId,
    userId: UserId,
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    to: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
  }),
  ConversationHistory,
);

/** One line of a session's transcript, oldest first. */
export const TranscriptMessage = z.object({
  turnId: z.string(),
  role: z.enum(['user', 'agent']),
  /** What was said (a rich reply's spoken `response`). */
  text: z.string(),
  /** The rich reply itself as JSON (spec 002 2.13), or null for plain words. */
  richJson: z.string().nullable(),
  timestamp: z.string().datetime(),
});
export const SessionTranscript = z.object({
  sessionId: ConversationSessionId,
  conversationId: z.string(),
  agentId: AgentId,
  /** False once the session ended: the holder starts a new conversation instead. */
  active: z.boolean(),
  endReason: SessionEndReason.nullable(),
  /** The turn still running (its remaining events follow on the session's stream), if any. */
  runningTurnId: z.string().nullable(),
  messages: z.array(TranscriptMessage),
});
export type SessionTranscript = z.infer<typeof SessionTranscript>;

/**
 * A session's transcript for whoever started it (a reloaded page resumes with it): the token's
 * holder who is also the same caller (the signed-in starter, or signed out when it was started
 * signed out). FORBIDDEN 'This conversation belongs to someone else' otherwise.
 */
export const getTranscript = defineRequest(
  'conversation.transcript.get',
  HeldSession.extend({ userId: UserId.nullable() }),
  SessionTranscript,
);

/** Where a sentence's audio is stored; the gateway serves only keys under the caller's session. */
export function conversationAudioKey(sessionId: string, turnId: string, seq: number, extension: 'wav' | 'mp3'): string {
  return `conversations/${sessionId}/${turnId}/${seq}.${extension}`;
}

/** Where a spoken question is stored before it is transcribed. */
export function conversationSpeechKey(sessionId: string, recordingId: string, extension: string): string {
  return `conversations/${sessionId}/speech/${recordingId}.${extension}`;
}

export const conversationKeyPrefix = (sessionId: string) => `conversations/${sessionId}/`;
