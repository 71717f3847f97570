import { z } from 'zod';
import { defineEvent, defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { AgentId } from '../catalog/agent-id.js';

/**
 * The owner's conversation analytics of one agent (spec 003 section 2.1, issue 26), counted by
 * the conversation service in the chosen time zone. Owner only: anyone else gets FORBIDDEN
 * "Only the agent's owner can see its conversations", whether the agent exists or not (as the
 * history does).
 */

/** Anyone but the owner, whether the agent exists or not. */
export const NOT_YOUR_ANALYTICS = "Only the agent's owner can see its conversations";

/** Spec 003 2.1, the timezone selector: its 12 options as IANA names, in the selector's order. */
export const ANALYTICS_TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Dubai',
  'Australia/Sydney',
] as const;
export const UNKNOWN_TIME_ZONE = `Unknown time zone: use one of ${ANALYTICS_TIME_ZONES.join(', ')}`;
export const AnalyticsTimeZone = z.enum(ANALYTICS_TIME_ZONES, { error: UNKNOWN_TIME_ZONE });
export type AnalyticsTimeZone = z.infer<typeof AnalyticsTimeZone>;

/** A calendar day, yyyy-mm-dd, that exists. */
export const AnalyticsDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-mm-dd')
  .refine((day) => {
    // Date rolls 2026-02-30 over into March and cannot read 2026-13-45 at all: both are refused.
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'must be a real date');

/** from / to: inclusive days in the zone; either may be open. */
const RangeFields = { timeZone: AnalyticsTimeZone, from: AnalyticsDay.nullable(), to: AnalyticsDay.nullable() };
export const FROM_AFTER_TO = 'from must not be after to';
const inOrder = (range: { from: string | null; to: string | null }) => !range.from || !range.to || range.from <= range.to;

const OwnerRead = { agentId: AgentId, userId: UserId };

/** Turn stages timed by the conversation service (and the viewer's first frame). */
export const LATENCY_STAGES = ['stt', 'firstToken', 'firstAudio', 'firstFrame', 'total'] as const;

export const AgentAnalytics = z.object({
  agentId: AgentId,
  timeZone: AnalyticsTimeZone,
  from: z.string().datetime().nullable(),
  to: z.string().datetime().nullable(),
  totalConversations: z.number().int().nonnegative(),
  totalMessages: z.number().int().nonnegative(),
  averageMessagesPerConversation: z.number().nonnegative(),
  earliest: z.string().datetime().nullable(),
  latest: z.string().datetime().nullable(),
  conversationsByDay: z.array(z.object({ day: z.string(), conversations: z.number().int().positive() })),
  /** 7 entries, Monday first. */
  conversationsByWeekday: z.array(z.number().int().nonnegative()).length(7),
  /** Only cells with messages; weekday 0 = Monday. */
  heatmap: z.array(
    z.object({
      weekday: z.number().int().min(0).max(6),
      hour: z.number().int().min(0).max(23),
      messages: z.number().int().positive(),
    }),
  ),
  products: z.array(
    z.object({
      rank: z.number().int().positive(),
      name: z.string(),
      image: z.string().nullable(),
      mentions: z.number().int().positive(),
      /** How many conversations named it. */
      conversations: z.number().int().positive(),
    }),
  ),
  latency: z.array(
    z.object({
      stage: z.enum(LATENCY_STAGES),
      p50Ms: z.number().nullable(),
      p95Ms: z.number().nullable(),
      turns: z.number().int().nonnegative(),
    }),
  ),
  unanswered: z.array(z.object({ question: z.string(), count: z.number().int().positive(), lastAskedAt: z.string().datetime() })),
  minutes: z.object({ billed: z.number().nonnegative(), connected: z.number().nonnegative() }),
});
export type AgentAnalytics = z.infer<typeof AgentAnalytics>;

export const getAnalytics = defineRequest(
  'conversation.analytics.get',
  z.object({ ...OwnerRead, ...RangeFields }).refine(inOrder, { message: FROM_AFTER_TO }),
  AgentAnalytics,
);

export const AnalyticsConversation = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
  /** Null when the end is not after the start (spec 003 section 5). */
  durationSeconds: z.number().nullable(),
  messageCount: z.number().int().nonnegative(),
  messages: z.array(z.object({ role: z.enum(['user', 'agent']), message: z.string(), timestamp: z.string().datetime() })),
});
export type AnalyticsConversation = z.infer<typeof AnalyticsConversation>;

/** Chat History: the conversations (with messages) that started on one day in the zone, oldest first. */
export const getDayConversations = defineRequest(
  'conversation.analytics.day',
  z.object({ ...OwnerRead, timeZone: AnalyticsTimeZone, day: AnalyticsDay }),
  z.array(AnalyticsConversation),
);

/** Spec 003 section 3, Export file: one conversation of `conversations`. */
export const ExportConversation = z.object({
  id: z.string(),
  session_id: z.string().nullable(),
  pricing_code: z.string(),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
  duration_seconds: z.number().nullable(),
  message_count: z.number().int().nonnegative(),
  messages: z.array(
    z.object({
      /** 1, 2, 3 ... in the conversation. */
      sequence: z.number().int().positive(),
      role: z.enum(['user', 'agent']),
      content: z.string(),
      timestamp: z.string().datetime(),
      /** The message's JSON when it is a JSON object or array (a rich reply), else null. */
      parsed_json: z.unknown(),
    }),
  ),
});
export type ExportConversation = z.infer<typeof ExportConversation>;

/** Where the next page starts: after this conversation (oldest first by created_at, then id). */
export const ExportCursor = z.object({ createdAt: z.string().datetime(), id: z.string() });
export type ExportCursorValue = z.infer<typeof ExportCursor>;

/**
 * One page of the export (the gateway streams page after page, so neither side holds it all):
 * the agent as the file names it, up to `limit` conversations, and the cursor of the next page.
 */
export const exportPage = defineRequest(
  'conversation.analytics.export-page',
  z
    .object({
      ...OwnerRead,
      ...RangeFields,
      after: ExportCursor.nullable(),
      limit: z.number().int().min(1).max(500).default(100),
    })
    .refine(inOrder, { message: FROM_AFTER_TO }),
  z.object({
    agent: z.object({ id: AgentId, name: z.string(), description: z.string() }),
    conversations: z.array(ExportConversation),
    next: ExportCursor.nullable(),
  }),
);

/** A conversation ended (however it ended): an open Analytics modal of its owner refetches. */
export const conversationEnded = defineEvent(
  'conversation.conversation.ended',
  z.object({ agentId: AgentId, ownerId: UserId, conversationId: z.string(), at: z.string().datetime() }),
);
