import { randomBytes } from 'node:crypto';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
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
      const doc = await this.deliveries.create({
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
      await this.prune(entry.endpointId);
      return toEntity(doc.toObject());
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  /**
   * Claims one due delivery for `leaseMs`: one conditional update, so two dispatchers (or two
   * gateways) never hold the same delivery at once; a holder that died lets its lease run out.
   */
  async claimDue(now: Date, leaseMs: number): Promise<WebhookDelivery | null> {
    const doc = await this.deliveries
      .findOneAndUpdate(
        { status: 'pending', nextAttemptAt: { $lte: now }, $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] },
        { $set: { leaseUntil: new Date(now.getTime() + leaseMs), leaseToken: randomBytes(9).toString('hex') } },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      )
      .lean<WebhookDeliveryDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Records an attempt, only while the lease is still this holder's. */
  async finishAttempt(delivery: WebhookDelivery, outcome: AttemptOutcome): Promise<boolean> {
    const status = outcome.delivered ? 'delivered' : outcome.nextAttemptAt ? 'pending' : 'failed';
    const { modifiedCount } = await this.deliveries.updateOne(
      { _id: delivery.id, leaseToken: delivery.leaseToken },
      {
        $set: {
          status,
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
    );
    return modifiedCount === 1;
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
