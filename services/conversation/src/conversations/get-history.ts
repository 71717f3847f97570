import { catalog, type conversation, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationRecord } from './conversation.js';
import { conversationHeader } from './conversation-header.js';

export const NOT_YOUR_HISTORY = "Only the agent's owner can see its conversations";

type History = ReplyOf<typeof conversation.getHistory>;
type HistoryConversation = History['data'][number];

const DAY_MS = 24 * 3600_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const round2 = (value: number) => Math.round(value * 100) / 100;

function toHistoryConversation(record: ConversationRecord): HistoryConversation {
  const telemetry = Object.entries(record.telemetry)
    .sort(([, a], [, b]) => new Date(a.startedAt).getTime() - new Date(b.startedAt).getTime())
    .map(([turnId, times]) => ({
      turnId,
      sttMs: times.sttMs ?? null,
      llmFirstTokenMs: times.llmFirstTokenMs ?? null,
      ttsFirstAudioMs: times.ttsFirstAudioMs ?? null,
      firstFrameMs: times.firstFrameMs ?? null,
      totalMs: times.totalMs ?? null,
    }));
  return {
    ...conversationHeader(record),
    messages: record.messages.map((message) => ({
      role: message.role,
      message: message.message,
      timestamp: new Date(message.timestamp).toISOString(),
    })),
    telemetry,
  };
}

/**
 * The owner's conversation history of an agent (spec 003 section 3; GET
 * /api/analytics/conversation-history): conversations with at least one message, newest
 * first, optionally created within [from, to] (whole UTC days), grouped by UTC day, with stats.
 */
export async function getHistory(deps: ConversationDeps, input: RequestOf<typeof conversation.getHistory>): Promise<History> {
  const agent = await deps.bus.request(catalog.getAgent, {
    agentId: input.agentId,
    scope: { kind: 'owner', ownerId: input.userId },
  });
  if (!agent || agent.ownerId !== input.userId) throw new AppError('FORBIDDEN', NOT_YOUR_HISTORY);
  const range = {
    from: input.from ? dayStart(input.from) : null,
    to: input.to ? new Date(dayStart(input.to).getTime() + DAY_MS) : null,
  };
  const records = await deps.conversations.listForAgent(input.agentId, range);
  const data = records.filter((record) => record.messages.length > 0).map(toHistoryConversation);
  const conversationsByDate: History['conversationsByDate'] = {};
  for (const item of data) (conversationsByDate[item.created_at.slice(0, 10)] ??= []).push(item);
  const totalMessages = data.reduce((sum, item) => sum + item.messages.length, 0);
  const created = data.map((item) => item.created_at).sort();
  return {
    data,
    conversationsByDate,
    stats: {
      totalConversations: data.length,
      totalMessages,
      averageMessagesPerConversation: data.length ? round2(totalMessages / data.length) : 0,
      dateRange: { earliest: created[0] ?? null, latest: created.at(-1) ?? null },
    },
  };
}
