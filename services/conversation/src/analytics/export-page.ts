import type { analytics, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationRecord } from '../conversations/conversation.js';
import { conversationHeader } from '../conversations/conversation-header.js';
import { durationSecondsOf } from './get-day-conversations.js';
import { ownAgentOf } from './own-agent.js';
import { parsedJsonOf } from './product-mentions.js';
import { rangeIn } from './zoned-time.js';

/** Spec 003 section 3, Export file: one conversation as the file holds it. */
export function toExportConversation(record: ConversationRecord): analytics.ExportConversation {
  return {
    ...conversationHeader(record),
    duration_seconds: durationSecondsOf(record),
    message_count: record.messages.length,
    messages: record.messages.map((message, index) => ({
      sequence: index + 1,
      role: message.role,
      content: message.message,
      timestamp: new Date(message.timestamp).toISOString(),
      parsed_json: parsedJsonOf(message.message),
    })),
  };
}

/**
 * One page of the owner's export, oldest first; the cursor is the last conversation read, so
 * pages neither skip nor repeat however many there are. Conversations without messages are
 * left out (as everywhere in analytics).
 */
export async function exportPage(
  deps: ConversationDeps,
  input: RequestOf<typeof analytics.exportPage>,
): Promise<ReplyOf<typeof analytics.exportPage>> {
  const agent = await ownAgentOf(deps, input.agentId, input.userId);
  const limit = input.limit ?? 100;
  const after = input.after ? { createdAt: new Date(input.after.createdAt), id: input.after.id } : null;
  const records = await deps.conversations.pageForAgent(
    input.agentId,
    rangeIn(input.timeZone, input.from ?? null, input.to ?? null),
    after,
    limit,
  );
  const last = records.at(-1);
  return {
    agent: { id: agent.id, name: agent.name ?? '', description: agent.description ?? '' },
    conversations: records.filter((record) => record.messages.length > 0).map(toExportConversation),
    next: last && records.length === limit ? { createdAt: last.createdAt.toISOString(), id: last.id } : null,
  };
}
