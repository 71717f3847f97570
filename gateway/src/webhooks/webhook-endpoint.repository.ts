import { randomBytes } from 'node:crypto';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import { webhookEndpointModel, type WebhookEndpointDocument } from './webhook-endpoint.model.js';

export type WebhookEndpoint = Omit<WebhookEndpointDocument, '_id' | 'slot'> & { id: string };
export type NewWebhookEndpoint = Pick<WebhookEndpoint, 'ownerId' | 'url' | 'events' | 'description' | 'enabled' | 'secret'>;
export type WebhookEndpointChanges = Partial<Pick<WebhookEndpoint, 'url' | 'events' | 'description' | 'enabled'>>;

const toEntity = ({ _id, slot: _slot, ...doc }: WebhookEndpointDocument): WebhookEndpoint => ({
  id: _id,
  ...doc,
  disabledReason: doc.disabledReason ?? null,
  failingSince: doc.failingSince ? new Date(doc.failingSince) : null,
  createdAt: new Date(doc.createdAt),
});

export const newWebhookEndpointId = () => `we_${randomBytes(9).toString('hex')}`;

/** webhook_endpoints: read and written by owner, except the fan-out lookup by owner and event. */
export class WebhookEndpointRepository {
  private readonly endpoints: Model<WebhookEndpointDocument>;

  constructor(connection: Connection) {
    this.endpoints = webhookEndpointModel(connection);
  }

  init(): Promise<unknown> {
    return this.endpoints.init();
  }

  /** In the owner's lowest free slot below `slots`, or null when all are taken (the unique index keeps the cap). */
  async createWithinSlots(entry: NewWebhookEndpoint, slots: number, now = new Date()): Promise<WebhookEndpoint | null> {
    for (let attempt = 0; attempt < slots * 3; attempt++) {
      const held = await this.endpoints
        .find({ ownerId: entry.ownerId }, { slot: 1 })
        .lean<Pick<WebhookEndpointDocument, 'slot'>[]>();
      const taken = new Set(held.map((doc) => doc.slot));
      const free = Array.from({ length: slots }, (_, slot) => String(slot)).find((slot) => !taken.has(slot));
      if (free === undefined) return null;
      try {
        const doc = await this.endpoints.create({
          _id: newWebhookEndpointId(),
          ...entry,
          disabledReason: null,
          createdAt: now,
          failingSince: null,
          slot: free,
        });
        return toEntity(doc.toObject());
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    return null;
  }

  async list(ownerId: string): Promise<WebhookEndpoint[]> {
    const docs = await this.endpoints.find({ ownerId }).sort({ createdAt: -1, _id: 1 }).lean<WebhookEndpointDocument[]>();
    return docs.map(toEntity);
  }

  async find(ownerId: string, id: string): Promise<WebhookEndpoint | null> {
    const doc = await this.endpoints.findOne({ _id: id, ownerId }).lean<WebhookEndpointDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** For the dispatcher: the endpoint as it is now (it may have been deleted or disabled since the event). */
  async byId(id: string): Promise<WebhookEndpoint | null> {
    const doc = await this.endpoints.findOne({ _id: id }).lean<WebhookEndpointDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** For the dispatcher: a claimed batch's endpoints as they are now, in one read. */
  async byIds(ids: readonly string[]): Promise<Map<string, WebhookEndpoint>> {
    const docs = await this.endpoints.find({ _id: { $in: ids } }).lean<WebhookEndpointDocument[]>();
    return new Map(docs.map((doc) => [doc._id, toEntity(doc)]));
  }

  /** For the fan-out of a burst of events: the enabled endpoints of these owners, in one read. */
  async enabledOf(ownerIds: readonly string[]): Promise<WebhookEndpoint[]> {
    const docs = await this.endpoints.find({ ownerId: { $in: ownerIds }, enabled: true }).lean<WebhookEndpointDocument[]>();
    return docs.map(toEntity);
  }

  /** The owner's enabled endpoints that subscribed to `type`. */
  async subscribedTo(ownerId: string, type: string): Promise<WebhookEndpoint[]> {
    const docs = await this.endpoints.find({ ownerId, enabled: true, events: type }).lean<WebhookEndpointDocument[]>();
    return docs.map(toEntity);
  }

  /** Turning an endpoint on again clears the platform's reason and its failing streak. */
  async update(ownerId: string, id: string, changes: WebhookEndpointChanges): Promise<WebhookEndpoint | null> {
    const set: Record<string, unknown> = { ...changes };
    if (changes.enabled !== undefined) Object.assign(set, { disabledReason: null, failingSince: null });
    const doc = await this.endpoints
      .findOneAndUpdate({ _id: id, ownerId }, { $set: set }, { returnDocument: 'after' })
      .lean<WebhookEndpointDocument>();
    return doc ? toEntity(doc) : null;
  }

  async setSecret(ownerId: string, id: string, secret: string): Promise<WebhookEndpoint | null> {
    const doc = await this.endpoints
      .findOneAndUpdate({ _id: id, ownerId }, { $set: { secret } }, { returnDocument: 'after' })
      .lean<WebhookEndpointDocument>();
    return doc ? toEntity(doc) : null;
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    const { deletedCount } = await this.endpoints.deleteOne({ _id: id, ownerId });
    return deletedCount === 1;
  }

  async recordSuccess(id: string): Promise<void> {
    await this.endpoints.updateOne({ _id: id, failingSince: { $ne: null } }, { $set: { failingSince: null } });
  }

  /** Starts the failing streak (once), or disables the endpoint with `reason` when it began `disableAfterMs` ago. */
  async recordFailure(id: string, now: Date, disableAfterMs: number, reason: string): Promise<void> {
    await this.endpoints.updateOne({ _id: id, failingSince: null }, { $set: { failingSince: now } });
    await this.endpoints.updateOne(
      { _id: id, enabled: true, failingSince: { $lte: new Date(now.getTime() - disableAfterMs) } },
      { $set: { enabled: false, disabledReason: reason } },
    );
  }
}
