import type { Connection, Model } from 'mongoose';
import type { ConversationMessage, ConversationRecord, StoredTelemetry } from './conversation.js';
import { AnalyticsBucketRepository } from '../analytics/analytics-bucket.repository.js';
import {
  addProducts,
  emptyContribution,
  namedProducts,
  hourOf,
  msOf,
  telemetryChange,
  telemetryPart,
  type Contribution,
} from '../analytics/bucket-contribution.js';
import { conversationModel, type ConversationDocument } from './conversation.model.js';

function toEntity(doc: ConversationDocument): ConversationRecord {
  // The analytics' bookkeeping stays in the repository.
  const { _id, tallied: _tallied, messageCount: _count, rev: _rev, tallyLease: _lease, named: _named, ...rest } = doc;
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

/** What a change needs to know of the conversation before it (read atomically with the change). */
type Before = Pick<
  ConversationDocument,
  '_id' | 'agentId' | 'createdAt' | 'updatedAt' | 'tallied' | 'messageCount' | 'telemetry' | 'named'
>;
const BEFORE_FIELDS = { agentId: 1, createdAt: 1, updatedAt: 1, tallied: 1, messageCount: 1, telemetry: 1, named: 1 } as const;

export type NewConversation = Pick<ConversationRecord, 'id' | 'agentId' | 'ownerId' | 'sessionId' | 'pricingCode'> & { at: Date };

/** conversations: one document per session, messages appended with single-document updates. */
export class ConversationRepository {
  private readonly conversations: Model<ConversationDocument>;
  /** The analytics' precounted hours, kept up to date by every write below. */
  readonly buckets: AnalyticsBucketRepository;

  /**
   * `onBucketError` hears a failed bucket update: the conversation's own write succeeded, so the
   * caller (a turn) goes on; the analytics miss that change.
   */
  constructor(
    connection: Connection,
    private readonly onBucketError: (error: unknown) => void = () => undefined,
  ) {
    this.conversations = conversationModel(connection);
    this.buckets = new AnalyticsBucketRepository(connection);
  }

  private async countInBucket(agentId: string, hour: number, change: Contribution): Promise<void> {
    await this.buckets.add(agentId, hour, change).catch(this.onBucketError);
  }

  async init(): Promise<void> {
    await Promise.all([this.conversations.init(), this.buckets.init()]);
  }

  async create({ at, id, ...fields }: NewConversation): Promise<void> {
    await this.conversations.create({
      _id: id,
      ...fields,
      createdAt: at,
      updatedAt: at,
      messages: [],
      telemetry: {},
      tallied: true,
      messageCount: 0,
      rev: 0,
    });
  }

  /**
   * Appends a message and counts it in the analytics bucket of the conversation's start hour.
   * The bucket's counts follow the stored document: the state before is read with the change
   * (one atomic update), so a conversation's first message counts it, with the turn times
   * stored before it. A retried append stores the message twice and counts it twice, as the
   * document then holds it twice.
   */
  async append(conversationId: string, message: ConversationMessage): Promise<void> {
    const products = message.role === 'agent' ? namedProducts([message]) : [];
    const before = await this.conversations
      .findOneAndUpdate(
        { _id: conversationId },
        {
          $push: { messages: message },
          $max: { updatedAt: message.timestamp },
          $inc: { messageCount: 1, rev: 1 },
          ...(products.length ? { $addToSet: { named: { $each: products } } } : {}),
        },
        { projection: BEFORE_FIELDS, returnDocument: 'before' },
      )
      .lean<Before>();
    if (!before?.tallied) return;
    const created = msOf(before.createdAt);
    const at = msOf(message.timestamp);
    const change = emptyContribution();
    if (!before.messageCount) {
      Object.assign(change, telemetryPart(before.telemetry, created), { conversations: 1, first: created, last: created });
    }
    change.messages = 1;
    change.heat.set(hourOf(at) - hourOf(created), 1);
    change.connectedMs = Math.max(0, at - msOf(before.updatedAt));
    if (products.length) addProducts(change, message.message, new Set(before.named ?? []));
    await this.countInBucket(before.agentId, hourOf(created), change);
  }

  /** Counts a change of a turn's times (once: setting the same times again changes nothing). */
  private async countTelemetry(before: Before | null, turnId: string, fields: Partial<StoredTelemetry>): Promise<void> {
    // Times of a conversation without messages yet are counted with its first message.
    if (!before?.tallied || !before.messageCount) return;
    const after = { ...before.telemetry, [turnId]: { ...before.telemetry?.[turnId], ...fields } as StoredTelemetry };
    const created = msOf(before.createdAt);
    await this.countInBucket(before.agentId, hourOf(created), telemetryChange(before.telemetry, after, created));
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
    const before = await this.conversations
      .findOneAndUpdate(
        { _id: conversationId },
        { $set: set, $inc: { rev: 1 } },
        { projection: BEFORE_FIELDS, returnDocument: 'before' },
      )
      .lean<Before>();
    await this.countTelemetry(before, turnId, fields);
  }

  /** Records the viewer's first animated frame of a turn the conversation has; false for an unknown turn. */
  async recordFirstFrame(conversationId: string, turnId: string, firstFrameMs: number): Promise<boolean> {
    const before = await this.conversations
      .findOneAndUpdate(
        { _id: conversationId, [`telemetry.${turnId}`]: { $exists: true } },
        { $set: { [`telemetry.${turnId}.firstFrameMs`]: firstFrameMs }, $inc: { rev: 1 } },
        { projection: BEFORE_FIELDS, returnDocument: 'before' },
      )
      .lean<Before>();
    if (!before) return false;
    await this.countTelemetry(before, turnId, { firstFrameMs });
    return true;
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

  /** How many of an agent's conversations in [from, to) are not in the analytics buckets yet (none once backfilled). */
  /** When a scan last found no conversation outside the buckets (see mayHaveUntallied). */
  private noUntalliedAt: number | null = null;

  /**
   * Whether any conversation may still be outside the analytics buckets. New conversations are
   * counted from their creation, so only a database written before the buckets existed holds
   * such ones, until the backfill reaches them. Once a scan finds none, that is trusted for
   * `trustMs` (a restored old backup is noticed at the next scan): the summary then skips
   * counting them, a read of every conversation in its range on a database without indexes.
   */
  async mayHaveUntallied(nowMs: number, trustMs: number): Promise<boolean> {
    if (this.noUntalliedAt !== null && nowMs - this.noUntalliedAt < trustMs) return false;
    const found = await this.conversations.exists({ tallied: { $ne: true } });
    this.noUntalliedAt = found ? null : nowMs;
    return found !== null;
  }

  async countUntallied(agentId: string, range: DateRange): Promise<number> {
    return this.conversations.countDocuments({ ...rangeFilter(agentId, range), tallied: { $ne: true } });
  }

  /** An agent's conversations in [from, to) not in the analytics buckets yet (before the backfill reached them). */
  async *scanUntallied(agentId: string, range: DateRange): AsyncGenerator<ConversationRecord> {
    const filter = { ...rangeFilter(agentId, range), tallied: { $ne: true } };
    const cursor = this.conversations.find(filter).lean<ConversationDocument[]>().cursor();
    try {
      for await (const doc of cursor) yield toEntity(doc as ConversationDocument);
    } finally {
      await cursor.close();
    }
  }

  /** Up to `limit` ids of conversations not in the analytics buckets, after `after` (by id): the backfill's pages. */
  async untalliedIds(after: string | null, limit: number): Promise<string[]> {
    const filter: Record<string, unknown> = { tallied: { $ne: true } };
    if (after) filter._id = { $gt: after };
    const docs = await this.conversations.find(filter, { _id: 1 }).sort({ _id: 1 }).limit(limit).lean<Array<{ _id: string }>>();
    return docs.map((doc) => doc._id);
  }

  /**
   * Claims a conversation not in the analytics buckets for `leaseMs` (several instances share
   * the backfill; an expired lease is taken over). Null when it is counted or held by another.
   */
  async claimUntallied(id: string, now: Date, leaseMs: number): Promise<(ConversationRecord & { rev: number | null }) | null> {
    const doc = await this.conversations
      .findOneAndUpdate(
        { _id: id, tallied: { $ne: true }, $or: [{ tallyLease: { $exists: false } }, { tallyLease: { $lt: now } }] },
        { $set: { tallyLease: new Date(now.getTime() + leaseMs) } },
        { returnDocument: 'after' },
      )
      .lean<ConversationDocument>();
    return doc ? { ...toEntity(doc), rev: doc.rev ?? null } : null;
  }

  /**
   * Marks a claimed conversation counted, if it is still as read (`rev`); false when it changed
   * meanwhile. `named`: the products its messages name, so a later mention does not count it again.
   */
  async markTallied(conversationId: string, rev: number | null, messageCount: number, named: string[] = []): Promise<boolean> {
    const result = await this.conversations.updateOne(
      { _id: conversationId, tallied: { $ne: true }, rev: rev ?? { $exists: false } },
      { $set: { tallied: true, messageCount, named }, $unset: { tallyLease: 1 } },
    );
    return result.modifiedCount === 1;
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
    const deleted = (await this.conversations.deleteMany({ agentId })).deletedCount;
    await this.buckets.deleteForAgent(agentId);
    return deleted;
  }

  /** An agent's conversations created in [from, to), newest first. */
  async listForAgent(agentId: string, range: DateRange): Promise<ConversationRecord[]> {
    const filter = rangeFilter(agentId, range);
    const docs = await this.conversations.find(filter).sort({ createdAt: -1 }).lean<ConversationDocument[]>();
    return docs.map(toEntity);
  }
}
