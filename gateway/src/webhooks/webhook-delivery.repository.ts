import { randomBytes } from 'node:crypto';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { Collection, Connection, Model } from 'mongoose';
import { webhookDeliveryModel, type WebhookDeliveryDocument } from './webhook-delivery.model.js';

export type WebhookDelivery = Omit<WebhookDeliveryDocument, '_id'> & { id: string };
export type NewWebhookDelivery = Pick<WebhookDelivery, 'endpointId' | 'ownerId' | 'eventId' | 'type' | 'body' | 'dedupeKey'>;

/** What one attempt came to. */
export interface AttemptOutcome {
  at: Date;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
  /** null: done (delivered or given up); else when to try again. */
  nextAttemptAt: Date | null;
  delivered: boolean;
}

const toEntity = ({ _id, ...doc }: WebhookDeliveryDocument): WebhookDelivery => ({ id: _id, ...doc });

/** A delivery as queued: pending, due `now`, not attempted. */
const newDelivery = (entry: NewWebhookDelivery, now: Date): WebhookDeliveryDocument => ({
  _id: `wd_${randomBytes(9).toString('hex')}`,
  ...entry,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: now,
  leaseUntil: null,
  leaseToken: null,
  createdAt: now,
  lastAttemptAt: null,
  responseStatus: null,
  responseExcerpt: null,
  error: null,
});

/** Due, and not held by a live lease. */
const claimable = (now: Date) => ({
  status: 'pending' as const,
  nextAttemptAt: { $lte: now },
  $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
});
const lease = (now: Date, leaseMs: number, token: string) => ({
  leaseUntil: new Date(now.getTime() + leaseMs),
  leaseToken: token,
});

/** The delivery log keeps this many per endpoint. */
export const DELIVERY_LOG_SIZE = 50;

/** webhook_deliveries: the durable queue and the log (owner reads go through the endpoint's owner). */
export class WebhookDeliveryRepository {
  private readonly deliveries: Model<WebhookDeliveryDocument>;
  /** When each endpoint's log was last trimmed: at most once a second, not on every enqueue of a burst. */
  private readonly prunedAt = new Map<string, number>();

  constructor(connection: Connection) {
    this.deliveries = webhookDeliveryModel(connection);
  }

  init(): Promise<unknown> {
    return this.deliveries.init();
  }

  /** Queues one delivery, due now; null when this change was already queued for the endpoint. */
  async enqueue(entry: NewWebhookDelivery, now = new Date()): Promise<WebhookDelivery | null> {
    try {
      const doc = await this.deliveries.create(newDelivery(entry, now));
      await this.prune(entry.endpointId);
      return toEntity(doc.toObject());
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  /**
   * Queues many deliveries, due now, in one round trip (a burst of bus events); a change already
   * queued for its endpoint is skipped by the unique index. How many were queued.
   */
  async enqueueMany(entries: readonly NewWebhookDelivery[], now = new Date()): Promise<number> {
    if (entries.length === 0) return 0;
    // The driver's insert: one round trip; the documents are whole, no schema defaults to apply.
    const docs = entries.map((entry) => newDelivery(entry, now)) as unknown as Parameters<Collection['insertMany']>[0];
    let queued: number;
    try {
      queued = (await this.deliveries.collection.insertMany(docs, { ordered: false })).insertedCount;
    } catch (error) {
      // Unordered: every other document was inserted; only duplicates may have been refused.
      const { result, writeErrors } = error as { result?: { insertedCount?: number }; writeErrors?: unknown };
      const refusals = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
      if (refusals.length === 0 || !refusals.every((refusal) => (refusal as { code?: number }).code === 11000)) throw error;
      queued = result?.insertedCount ?? entries.length - refusals.length;
    }
    for (const endpointId of new Set(entries.map((entry) => entry.endpointId))) await this.prune(endpointId);
    return queued;
  }

  /**
   * Claims one due delivery for `leaseMs`: one conditional update, so two dispatchers (or two
   * gateways) never hold the same delivery at once; a holder that died lets its lease run out.
   */
  async claimDue(now: Date, leaseMs: number): Promise<WebhookDelivery | null> {
    const doc = await this.deliveries
      .findOneAndUpdate(
        claimable(now),
        { $set: lease(now, leaseMs, randomBytes(9).toString('hex')) },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      )
      .lean<WebhookDeliveryDocument>();
    return doc ? toEntity(doc) : null;
  }

  /**
   * Claims up to `limit` due deliveries at once (the oldest due first) with one lease token: the
   * update checks each document's lease again, so of two dispatchers racing for the same ones
   * each document goes to one of them. Three round trips for the batch instead of one per delivery.
   */
  async claimDueBatch(now: Date, leaseMs: number, limit: number): Promise<WebhookDelivery[]> {
    const candidates = await this.deliveries
      .find(claimable(now), { _id: 1 })
      .sort({ nextAttemptAt: 1 })
      .limit(limit)
      .lean<Pick<WebhookDeliveryDocument, '_id'>[]>();
    if (candidates.length === 0) return [];
    const ids = candidates.map((doc) => doc._id);
    const token = randomBytes(9).toString('hex');
    const { modifiedCount } = await this.deliveries.updateMany(
      { _id: { $in: ids }, ...claimable(now) },
      { $set: lease(now, leaseMs, token) },
    );
    if (modifiedCount === 0) return [];
    const docs = await this.deliveries
      .find({ _id: { $in: ids }, leaseToken: token })
      .sort({ nextAttemptAt: 1 })
      .lean<WebhookDeliveryDocument[]>();
    return docs.map(toEntity);
  }

  /** Records an attempt, only while the lease is still this holder's. */
  async finishAttempt(delivery: WebhookDelivery, outcome: AttemptOutcome): Promise<boolean> {
    return (await this.finishAttempts([{ delivery, outcome }])) === 1;
  }

  /** Records many attempts in one round trip, each only while its lease is still this holder's; how many were recorded. */
  async finishAttempts(attempts: ReadonlyArray<{ delivery: WebhookDelivery; outcome: AttemptOutcome }>): Promise<number> {
    if (attempts.length === 0) return 0;
    const { modifiedCount } = await this.deliveries.bulkWrite(
      attempts.map(({ delivery, outcome }) => ({
        updateOne: {
          filter: { _id: delivery.id, leaseToken: delivery.leaseToken },
          update: {
            $set: {
              status: outcome.delivered ? 'delivered' : outcome.nextAttemptAt ? 'pending' : 'failed',
              attempts: delivery.attempts + 1,
              nextAttemptAt: outcome.nextAttemptAt,
              leaseUntil: null,
              leaseToken: null,
              lastAttemptAt: outcome.at,
              responseStatus: outcome.responseStatus,
              responseExcerpt: outcome.responseExcerpt,
              error: outcome.error,
            },
          },
        },
      })),
      { ordered: false },
    );
    return modifiedCount;
  }

  /** The endpoint's log, newest first. */
  async listFor(endpointId: string, limit = DELIVERY_LOG_SIZE): Promise<WebhookDelivery[]> {
    const docs = await this.deliveries
      .find({ endpointId })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<WebhookDeliveryDocument[]>();
    return docs.map(toEntity);
  }

  /** One delivery of the endpoint (the endpoint's owner was checked by the caller). */
  async findFor(endpointId: string, id: string): Promise<WebhookDelivery | null> {
    const doc = await this.deliveries.findOne({ _id: id, endpointId }).lean<WebhookDeliveryDocument>();
    return doc ? toEntity(doc) : null;
  }

  async removeFor(endpointId: string): Promise<void> {
    await this.deliveries.deleteMany({ endpointId });
  }

  /** Drops finished deliveries beyond the log's size (pending ones stay until done). */
  private async prune(endpointId: string): Promise<void> {
    const now = Date.now();
    if (now - (this.prunedAt.get(endpointId) ?? 0) < 1_000) return;
    this.prunedAt.set(endpointId, now);
    const older = await this.deliveries
      .find({ endpointId }, { createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .skip(DELIVERY_LOG_SIZE)
      .limit(1)
      .lean<Pick<WebhookDeliveryDocument, 'createdAt'>[]>();
    if (older[0])
      await this.deliveries.deleteMany({ endpointId, status: { $ne: 'pending' }, createdAt: { $lte: older[0].createdAt } });
  }
}
