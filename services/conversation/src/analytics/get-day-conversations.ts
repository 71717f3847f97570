import type { analytics, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationRecord } from '../conversations/conversation.js';
import type { AgentOwners } from './agent-owners.js';
import { checkOwner } from './own-agent.js';
import { rangeIn } from './zoned-time.js';

/** Spec 003 section 5: a duration only when the end is after the start. */
export function durationSecondsOf(record: Pick<ConversationRecord, 'createdAt' | 'updatedAt'>): number | null {
  const ms = new Date(record.updatedAt).getTime() - new Date(record.createdAt).getTime();
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 10) / 100 : null;
}

/** Chat History of one day in the zone: its conversations with messages, oldest first. */
export async function getDayConversations(
  deps: ConversationDeps,
  input: RequestOf<typeof analytics.getDayConversations>,
  owners: AgentOwners,
): Promise<ReplyOf<typeof analytics.getDayConversations>> {
  await checkOwner(deps, owners, input.agentId, input.userId);
  const records = await deps.conversations.listForAgent(input.agentId, rangeIn(input.timeZone, input.day, input.day));
  return records
    .filter((record) => record.messages.length > 0)
    .reverse()
    .map((record) => ({
      id: record.id,
      sessionId: record.sessionId,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
      durationSeconds: durationSecondsOf(record),
      messageCount: record.messages.length,
      messages: record.messages.map((message) => ({
        role: message.role,
        message: message.message,
        timestamp: new Date(message.timestamp).toISOString(),
      })),
    }));
}
