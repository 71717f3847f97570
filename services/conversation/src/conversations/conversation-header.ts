import type { ConversationRecord } from './conversation.js';

/** A conversation's wire fields every spec 003 view starts with (the history and the export file). */
export function conversationHeader(record: ConversationRecord) {
  return {
    id: record.id,
    session_id: record.sessionId,
    pricing_code: record.pricingCode,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}
