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
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, collection: 'provider_keys' },
);
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

  async add(entry: Omit<StoredProviderKey, 'createdAt'>): Promise<StoredProviderKey> {
    const doc = await this.keys.create({
      _id: entry.id,
      ownerId: entry.ownerId,
      platform: entry.platform,
      label: entry.label,
      last4: entry.last4,
      ...entry.sealed,
    });
    return toEntity(doc.toObject());
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
