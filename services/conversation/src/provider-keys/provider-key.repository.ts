import { modelFactory } from '@avatarium/platform';
import type { providerKeys } from '@avatarium/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import type { SealedKey } from './key-cipher.js';

interface ProviderKeyDocument extends SealedKey {
  _id: string;
  ownerId: string;
  platform: providerKeys.Platform;
  label: string;
  last4: string;
  /** 0 … cap-1, unique per owner: taking a slot is how an add reserves its place under the cap. */
  slot?: number;
  createdAt: Date;
}

const schema = new Schema<ProviderKeyDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true, index: true },
    platform: { type: String, required: true },
    label: { type: String, required: true },
    last4: { type: String, required: true },
    cipher: { type: String, required: true },
    iv: { type: String, required: true },
    tag: { type: String, required: true },
    slot: { type: Number },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, collection: 'provider_keys' },
);
schema.index({ ownerId: 1, slot: 1 }, { unique: true, partialFilterExpression: { slot: { $exists: true } } });
const providerKeyModel = modelFactory<ProviderKeyDocument>('ProviderKey', schema);

export interface StoredProviderKey {
  id: string;
  ownerId: string;
  platform: providerKeys.Platform;
  label: string;
  last4: string;
  sealed: SealedKey;
  createdAt: Date;
}

const toEntity = (doc: ProviderKeyDocument): StoredProviderKey => ({
  id: doc._id,
  ownerId: doc.ownerId,
  platform: doc.platform,
  label: doc.label,
  last4: doc.last4,
  sealed: { cipher: doc.cipher, iv: doc.iv, tag: doc.tag },
  createdAt: new Date(doc.createdAt),
});

/** provider_keys: one document per key, always read and written by owner. */
export class ProviderKeyRepository {
  private readonly keys: Model<ProviderKeyDocument>;

  constructor(connection: Connection) {
    this.keys = providerKeyModel(connection);
  }

  async init(): Promise<void> {
    await this.keys.init();
  }

  /**
   * Stores the key in the owner's lowest free slot below `slots`, or returns null when all are
   * taken. The unique (ownerId, slot) index makes adds at the same moment take different slots,
   * so the cap holds without a lock; a lost race just tries the next free slot.
   */
  async addWithinSlots(entry: Omit<StoredProviderKey, 'createdAt'>, slots: number): Promise<StoredProviderKey | null> {
    for (let attempt = 0; attempt < slots * 3; attempt++) {
      const held = await this.keys
        .find({ ownerId: entry.ownerId }, { slot: 1 })
        .lean<Pick<ProviderKeyDocument, '_id' | 'slot'>[]>();
      const taken = new Set(held.flatMap((doc) => (doc.slot === undefined ? [] : [doc.slot])));
      const free = Array.from({ length: slots }, (_, slot) => slot).find((slot) => !taken.has(slot));
      if (free === undefined) return null;
      const unslotted = held.find((doc) => doc.slot === undefined);
      try {
        if (unslotted) {
          // Keys stored before slots existed take theirs first, so they count against the cap.
          await this.keys.updateOne({ _id: unslotted._id, slot: { $exists: false } }, { $set: { slot: free } });
          continue;
        }
        const doc = await this.keys.create({
          _id: entry.id,
          ownerId: entry.ownerId,
          platform: entry.platform,
          label: entry.label,
          last4: entry.last4,
          slot: free,
          ...entry.sealed,
        });
        return toEntity(doc.toObject());
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
    }
    return null;
  }

  async list(ownerId: string): Promise<StoredProviderKey[]> {
    return (await this.keys.find({ ownerId }).sort({ createdAt: 1, _id: 1 }).lean<ProviderKeyDocument[]>()).map(toEntity);
  }

  async find(ownerId: string, id: string): Promise<StoredProviderKey | null> {
    const doc = await this.keys.findOne({ _id: id, ownerId }).lean<ProviderKeyDocument>();
    return doc ? toEntity(doc) : null;
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    return (await this.keys.deleteOne({ _id: id, ownerId })).deletedCount > 0;
  }
}
