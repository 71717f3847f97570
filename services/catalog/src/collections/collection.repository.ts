import { randomBytes } from 'node:crypto';
import type { collections } from '@avatarium/contracts';
import type { Connection, Model } from 'mongoose';
import { collectionModel, type CollectionDocument } from './collection.model.js';

type Collection = collections.Collection;
type Fields = Partial<
  Pick<CollectionDocument, 'name' | 'description' | 'layout' | 'contact_link' | 'heroshot_enabled' | 'agent_codes'>
>;

function toCollection(doc: CollectionDocument): Collection {
  return {
    id: doc._id,
    ownerId: doc.ownerId,
    name: doc.name,
    description: doc.description ?? '',
    layout: doc.layout ?? 'grid',
    contact_link: doc.contact_link ?? '',
    logo_key: doc.logo_key ?? null,
    heroshot_enabled: doc.heroshot_enabled ?? false,
    heroshot_key: doc.heroshot_key ?? null,
    agent_codes: doc.agent_codes ?? [],
    share: { public_enabled: doc.share?.public_enabled ?? false },
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
  };
}

/** Collections by id; every owner operation filters by the owner in the same query. */
export class CollectionRepository {
  private readonly collections: Model<CollectionDocument>;

  constructor(connection: Connection) {
    this.collections = collectionModel(connection);
  }

  async init(): Promise<void> {
    await this.collections.init();
  }

  async listOfOwner(ownerId: string): Promise<Collection[]> {
    const docs = await this.collections.find({ ownerId }).sort({ createdAt: -1, _id: -1 }).lean<CollectionDocument[]>();
    return docs.map(toCollection);
  }

  async find(collectionId: string): Promise<Collection | null> {
    const doc = await this.collections.findById(collectionId).lean<CollectionDocument>();
    return doc ? toCollection(doc) : null;
  }

  async findOfOwner(collectionId: string, ownerId: string): Promise<Collection | null> {
    const doc = await this.collections.findOne({ _id: collectionId, ownerId }).lean<CollectionDocument>();
    return doc ? toCollection(doc) : null;
  }

  async create(ownerId: string, fields: Required<Omit<Fields, 'heroshot_enabled'>>): Promise<Collection> {
    const doc = await this.collections.create({
      _id: `col_${randomBytes(12).toString('base64url')}`,
      ownerId,
      ...fields,
      logo_key: null,
      heroshot_enabled: false,
      heroshot_key: null,
      share: { public_enabled: false },
    });
    return toCollection(doc.toObject());
  }

  async update(collectionId: string, ownerId: string, set: Record<string, unknown>): Promise<Collection | null> {
    const doc = await this.collections
      .findOneAndUpdate({ _id: collectionId, ownerId }, { $set: set }, { returnDocument: 'after' })
      .lean<CollectionDocument>();
    return doc ? toCollection(doc) : null;
  }

  /** Sets a media key and returns the collection before the change (its old key is the caller's to delete). */
  async setMedia(collectionId: string, ownerId: string, field: 'logo_key' | 'heroshot_key', key: string | null) {
    const set: Record<string, unknown> = { [field]: key };
    // A heroshot switched on stays on while a video exists; removing the video turns it off.
    if (field === 'heroshot_key') set.heroshot_enabled = key !== null;
    const before = await this.collections
      .findOneAndUpdate({ _id: collectionId, ownerId }, { $set: set })
      .lean<CollectionDocument>();
    if (!before) return null;
    const after = await this.find(collectionId);
    return after ? { collection: after, replacedKey: before[field] ?? null } : null;
  }

  async delete(collectionId: string, ownerId: string): Promise<Collection | null> {
    const doc = await this.collections.findOneAndDelete({ _id: collectionId, ownerId }).lean<CollectionDocument>();
    return doc ? toCollection(doc) : null;
  }

  /** A deleted agent leaves every collection it was in. */
  async removeAgent(agentId: string): Promise<void> {
    await this.collections.updateMany({ agent_codes: agentId }, { $pull: { agent_codes: agentId } });
  }
}

export type { Fields as CollectionUpdate };
