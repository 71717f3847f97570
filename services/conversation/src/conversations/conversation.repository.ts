import type { Connection, Model } from 'mongoose';
import type { ConversationMessage, ConversationRecord, StoredTelemetry } from './conversation.js';
import { conversationModel, type ConversationDocument } from './conversation.model.js';

function toEntity(doc: ConversationDocument): ConversationRecord {
  const { _id, ...rest } = doc;
  return { ...rest, id: _id, messages: rest.messages ?? [], telemetry: rest.telemetry ?? {} };
}

type DateRange = { from: Date | null; to: Date | null };

/** An agent's conversations created in [from, to) (the { agentId, createdAt } index answers it). */
function rangeFilter(agentId: string, range: DateRange): Record<string, unknown> {
  const createdAt: Record<string, Date> = {};
  if (range.from) createdAt.$gte = range.from;
  if (range.to) createdAt.$lt = range.to;
  return Object.keys(createdAt).length ? { agentId, createdAt } : { agentId };
}

export type NewConversation = Pick<ConversationRecord, 'id' | 'agentId' | 'ownerId' | 'sessionId' | 'pricingCode'> & { at: Date };

/** conversations: one document per session, messages appended with single-document updates. */
export class ConversationRepository {
  private readonly conversations: Model<ConversationDocument>;

  constructor(connection: Connection) {
    this.conversations = conversationModel(connection);
  }

  async init(): Promise<void> {
    await this.conversations.init();
  }

  async create({ at, id, ...fields }: NewConversation): Promise<void> {
    await this.conversations.create({ _id: id, ...fields, createdAt: at, updatedAt: at, messages: [], telemetry: {} });
  }

  async append(conversationId: string, message: ConversationMessage): Promise<void> {
    await this.conversations.updateOne(
      { _id: conversationId },
      { $push: { messages: message }, $max: { updatedAt: message.timestamp } },
    );
  }

  /** Every message of a conversation, oldest first (empty when it has none or does not exist). */
  async messages(conversationId: string): Promise<ConversationMessage[]> {
    const doc = await this.conversations.findById(conversationId, { messages: 1 }).lean<Pick<ConversationDocument, 'messages'>>();
    return doc?.messages ?? [];
  }

  /** The last `limit` messages, oldest first (the prompt's history). */
  async recentMessages(conversationId: string, limit: number): Promise<ConversationMessage[]> {
    const doc = await this.conversations.findById(conversationId, { messages: 1 }).lean<Pick<ConversationDocument, 'messages'>>();
    return (doc?.messages ?? []).slice(-limit);
  }

  /** Sets some of a turn's stage times, leaving the others as they are. */
  async recordTelemetry(conversationId: string, turnId: string, fields: Partial<StoredTelemetry>): Promise<void> {
    const set = Object.fromEntries(Object.entries(fields).map(([key, value]) => [`telemetry.${turnId}.${key}`, value]));
    await this.conversations.updateOne({ _id: conversationId }, { $set: set });
  }

  /** Records the viewer's first animated frame of a turn the conversation has; false for an unknown turn. */
  async recordFirstFrame(conversationId: string, turnId: string, firstFrameMs: number): Promise<boolean> {
    const result = await this.conversations.updateOne(
      { _id: conversationId, [`telemetry.${turnId}`]: { $exists: true } },
      { $set: { [`telemetry.${turnId}.firstFrameMs`]: firstFrameMs } },
    );
    return result.matchedCount === 1;
  }

  /**
   * An agent's conversations created in [from, to), one at a time from a cursor (analytics
   * counts them without holding them all); in no particular order.
   */
  async *scanForAgent(agentId: string, range: DateRange): AsyncGenerator<ConversationRecord> {
    const cursor = this.conversations.find(rangeFilter(agentId, range)).lean<ConversationDocument[]>().cursor();
    try {
      for await (const doc of cursor) yield toEntity(doc as ConversationDocument);
    } finally {
      await cursor.close();
    }
  }

  /** Up to `limit` of an agent's conversations in [from, to) after `after`, oldest first (created, then id). */
  async pageForAgent(
    agentId: string,
    range: DateRange,
    after: { createdAt: Date; id: string } | null,
    limit: number,
  ): Promise<ConversationRecord[]> {
    const filter: Record<string, unknown> = rangeFilter(agentId, range);
    if (after) {
      filter.$or = [{ createdAt: { $gt: after.createdAt } }, { createdAt: after.createdAt, _id: { $gt: after.id } }];
    }
    const docs = await this.conversations.find(filter).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<ConversationDocument[]>();
    return docs.map(toEntity);
  }

  /** Removes every conversation of an agent (the agent was deleted); how many there were. */
  async deleteForAgent(agentId: string): Promise<number> {
    return (await this.conversations.deleteMany({ agentId })).deletedCount;
  }

  /** An agent's conversations created in [from, to), newest first. */
  async listForAgent(agentId: string, range: DateRange): Promise<ConversationRecord[]> {
    const filter = rangeFilter(agentId, range);
    const docs = await this.conversations.find(filter).sort({ createdAt: -1 }).lean<ConversationDocument[]>();
    return docs.map(toEntity);
  }
}
