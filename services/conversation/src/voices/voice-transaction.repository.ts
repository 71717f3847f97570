import { modelFactory } from '@avatarium/platform';
import type { voices } from '@avatarium/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/** What the owner asked for: the stored document and the entity hold it the same way. */
interface VoiceRequestFields {
  ownerId: string;
  prompt: string;
  language: string;
  gender: 'feminine' | 'masculine' | null;
  /** A clone's sample (a storage key). */
  sample_key: string | null;
  voice_name: string | null;
  /** The owner's ElevenLabs key the voice is made with; null: the offline voice. */
  provider_key_id: string | null;
}

interface VoiceTransactionDocument extends VoiceRequestFields {
  _id: string;
  kind: 'design' | 'clone';
  status: voices.VoiceTransaction['status'];
  agent_id: string;
  voice_data: voices.VoiceTransaction['voice_data'];
  preview_key: string | null;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<VoiceTransactionDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true, index: true },
    kind: { type: String, required: true },
    status: { type: String, required: true, index: true },
    agent_id: { type: String, required: true },
    prompt: { type: String, default: '' },
    language: { type: String, default: 'en' },
    gender: { type: String, default: null },
    sample_key: { type: String, default: null },
    voice_name: { type: String, default: null },
    provider_key_id: { type: String, default: null },
    voice_data: { type: Schema.Types.Mixed, default: null },
    preview_key: { type: String, default: null },
    error: { type: String, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false, collection: 'voice_transactions' },
);
const voiceTransactionModel = modelFactory<VoiceTransactionDocument>('VoiceTransaction', schema);

export type StoredVoiceTransaction = voices.VoiceTransaction & VoiceRequestFields & { updatedAt: Date };

function toEntity(doc: VoiceTransactionDocument): StoredVoiceTransaction {
  return {
    transaction_id: doc._id,
    kind: doc.kind,
    status: doc.status,
    agent_id: doc.agent_id,
    voice_data: doc.voice_data ?? null,
    preview_key: doc.preview_key ?? null,
    error: doc.error ?? null,
    created_at: new Date(doc.createdAt).toISOString(),
    ownerId: doc.ownerId,
    prompt: doc.prompt,
    language: doc.language,
    gender: doc.gender ?? null,
    sample_key: doc.sample_key ?? null,
    voice_name: doc.voice_name ?? null,
    provider_key_id: doc.provider_key_id ?? null,
    updatedAt: new Date(doc.updatedAt),
  };
}

/** voice_transactions: designs (and later clones) with their status; each change one atomic update. */
export class VoiceTransactionRepository {
  private readonly transactions: Model<VoiceTransactionDocument>;

  constructor(connection: Connection) {
    this.transactions = voiceTransactionModel(connection);
  }

  async init(): Promise<void> {
    await this.transactions.init();
  }

  async create(
    entry: Pick<StoredVoiceTransaction, 'transaction_id' | 'ownerId' | 'kind' | 'agent_id' | 'prompt' | 'language' | 'gender'> &
      Partial<Pick<StoredVoiceTransaction, 'sample_key' | 'voice_name' | 'provider_key_id'>>,
  ) {
    const doc = await this.transactions.create({ ...entry, _id: entry.transaction_id, status: 'processing' });
    return toEntity(doc.toObject());
  }

  async find(transactionId: string, ownerId: string): Promise<StoredVoiceTransaction | null> {
    const doc = await this.transactions.findOne({ _id: transactionId, ownerId }).lean<VoiceTransactionDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Moves a transaction from one of `from` on; null when it was not in one of them. */
  async update(
    transactionId: string,
    from: voices.VoiceTransaction['status'][],
    set: Partial<Pick<VoiceTransactionDocument, 'status' | 'voice_data' | 'preview_key' | 'error'>>,
    ownerId?: string,
  ): Promise<StoredVoiceTransaction | null> {
    const filter = { _id: transactionId, status: { $in: from }, ...(ownerId ? { ownerId } : {}) };
    const doc = await this.transactions
      .findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after' })
      .lean<VoiceTransactionDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Processing ones left behind (a restart in the middle): picked up again. */
  async stalled(olderThanMs: number): Promise<StoredVoiceTransaction[]> {
    const docs = await this.transactions
      .find({ status: 'processing', updatedAt: { $lt: new Date(Date.now() - olderThanMs) } })
      .limit(50)
      .lean<VoiceTransactionDocument[]>();
    return docs.map(toEntity);
  }
}
