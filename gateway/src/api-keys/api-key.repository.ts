import { randomBytes } from 'node:crypto';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import type { ApiKeyScope } from './api-key-scopes.js';
import type { ApiKeyEntity } from './api-key.js';
import { apiKeyModel, type ApiKeyDocument } from './api-key.model.js';

export type NewApiKey = Omit<ApiKeyEntity, 'id' | 'lastUsedAt' | 'revokedAt'>;

const toEntity = (doc: ApiKeyDocument): ApiKeyEntity => ({
  id: doc._id,
  ownerId: doc.ownerId,
  name: doc.name,
  scopes: doc.scopes as ApiKeyScope[],
  prefix: doc.prefix,
  hash: doc.hash,
  createdAt: new Date(doc.createdAt),
  lastUsedAt: doc.lastUsedAt ? new Date(doc.lastUsedAt) : null,
  expiresAt: doc.expiresAt ? new Date(doc.expiresAt) : null,
  expiresInDays: doc.expiresInDays ?? null,
  revokedAt: doc.revokedAt ? new Date(doc.revokedAt) : null,
});

/** A slot no other key of the owner has: the key no longer counts against the cap. */
const retiredSlot = (id: string) => `retired:${id}`;

export const newApiKeyId = () => `ak_${randomBytes(9).toString('hex')}`;

/** api_keys: read and written by owner, except the bearer lookup by hash. */
export class ApiKeyRepository {
  private readonly keys: Model<ApiKeyDocument>;

  constructor(connection: Connection) {
    this.keys = apiKeyModel(connection);
  }

  init(): Promise<unknown> {
    return this.keys.init();
  }

  /**
   * Stores the key in the owner's lowest free slot below `slots`, or returns null when all are
   * taken: the unique (ownerId, slot) index makes creates at the same moment take different
   * slots, so the cap holds without a lock. Expired keys give their slots back first.
   */
  async createWithinSlots(entry: NewApiKey, slots: number, now = new Date()): Promise<ApiKeyEntity | null> {
    const expired = await this.keys
      .find({ ownerId: entry.ownerId, slot: { $not: /^retired:/ }, expiresAt: { $ne: null, $lte: now } }, { _id: 1 })
      .lean<Pick<ApiKeyDocument, '_id'>[]>();
    for (const { _id } of expired) await this.keys.updateOne({ _id }, { $set: { slot: retiredSlot(_id) } });
    for (let attempt = 0; attempt < slots * 3; attempt++) {
      const held = await this.keys
        .find({ ownerId: entry.ownerId, slot: { $not: /^retired:/ } }, { slot: 1 })
        .lean<Pick<ApiKeyDocument, 'slot'>[]>();
      const taken = new Set(held.map((doc) => doc.slot));
      const free = Array.from({ length: slots }, (_, slot) => String(slot)).find((slot) => !taken.has(slot));
      if (free === undefined) return null;
      try {
        const doc = await this.keys.create({ _id: newApiKeyId(), ...entry, lastUsedAt: null, revokedAt: null, slot: free });
        return toEntity(doc.toObject());
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    return null;
  }

  /** The owner's keys that are not revoked (expired ones included, so they can be seen and rolled), newest first. */
  async listActive(ownerId: string): Promise<ApiKeyEntity[]> {
    const docs = await this.keys.find({ ownerId, revokedAt: null }).sort({ createdAt: -1, _id: 1 }).lean<ApiKeyDocument[]>();
    return docs.map(toEntity);
  }

  /** Revokes one of the owner's keys (one conditional update); the key as it was, or null if none was live. */
  async revoke(ownerId: string, id: string, now = new Date()): Promise<ApiKeyEntity | null> {
    const doc = await this.keys
      .findOneAndUpdate({ _id: id, ownerId, revokedAt: null }, { $set: { revokedAt: now, slot: retiredSlot(id) } })
      .lean<ApiKeyDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Every key the owner ever had (revoked ones too): whose usage is theirs to read. */
  async idsOf(ownerId: string): Promise<string[]> {
    const docs = await this.keys.find({ ownerId }, { _id: 1 }).lean<Pick<ApiKeyDocument, '_id'>[]>();
    return docs.map((doc) => doc._id);
  }

  /** Whether the key is (or was, if revoked) the owner's. */
  async isOwnedBy(ownerId: string, id: string): Promise<boolean> {
    return (await this.keys.exists({ _id: id, ownerId })) !== null;
  }

  /** The bearer lookup: by the hash of the presented secret (unique index). */
  async findByHash(hash: string): Promise<ApiKeyEntity | null> {
    const doc = await this.keys.findOne({ hash }).lean<ApiKeyDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Records use at most once a minute per key: the condition makes concurrent requests write once. */
  async touch(id: string, now = new Date(), everyMs = 60_000): Promise<void> {
    await this.keys.updateOne(
      { _id: id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lte: new Date(now.getTime() - everyMs) } }] },
      { $set: { lastUsedAt: now } },
    );
  }
}
