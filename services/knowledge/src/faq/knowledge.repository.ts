import { modelFactory } from '@avatarium/platform';
import type { knowledge } from '@avatarium/contracts';
import { Schema, type Connection, type Model, type UpdateQuery } from 'mongoose';
import type { FaqEntry } from './parse-faq-csv.js';

export interface StoredVectors {
  key: string;
  model: string;
  revision: number;
}

/** The fields stored and read under the same name (the document and the entity share them). */
interface KnowledgeFields {
  ownerId: string;
  enabled: boolean;
  status: knowledge.KnowledgeState['status'];
  progress: knowledge.KnowledgeState['progress'];
  error: string | null;
  headers: string[];
  total: number;
  /** Bumped by every new FAQ: an index built for an older one is dropped. */
  revision: number;
  unanswered: Array<{ question: string; asked_at: Date }>;
}

interface KnowledgeDocument extends KnowledgeFields {
  _id: string;
  csv_key: string;
  preview_rows: string[][];
  entries: FaqEntry[];
  /** The rows' meaning vectors in storage, for the revision and embedding model they were computed with. */
  vectors: StoredVectors | null;
  /** The owner's answering choices (issue 24); absent on documents older than them. */
  only_from_faq?: boolean;
  unknown_answer?: string | null;
  /** What the FAQ being generated is made from, so a generation cut off by a restart can run again. */
  generation_source: GenerationSource | null;
  /** The status before the FAQ being generated, restored when the generation fails. */
  status_before_generation: knowledge.KnowledgeState['status'] | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A FAQ generated from the owner's PDF (a storage key) or from a website. */
export type GenerationSource = { kind: 'pdf'; key: string } | { kind: 'site'; url: string };

const schema = new Schema<KnowledgeDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true, index: true },
    csv_key: { type: String, default: '' },
    enabled: { type: Boolean, default: false },
    status: { type: String, required: true, index: true },
    progress: { type: Schema.Types.Mixed, default: null },
    error: { type: String, default: null },
    headers: { type: [String], default: [] },
    preview_rows: { type: Schema.Types.Mixed, default: [] },
    total: { type: Number, default: 0 },
    entries: { type: Schema.Types.Mixed, default: [] },
    revision: { type: Number, default: 0 },
    vectors: { type: Schema.Types.Mixed, default: null },
    unanswered: { type: Schema.Types.Mixed, default: [] },
    only_from_faq: { type: Boolean, default: false },
    unknown_answer: { type: String, default: null },
    generation_source: { type: Schema.Types.Mixed, default: null },
    status_before_generation: { type: String, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false, collection: 'agent_knowledge' },
);
const knowledgeModel = modelFactory<KnowledgeDocument>('AgentKnowledge', schema);

/** The stored FAQ in the domain's words (camelCase where the document's name is snake_case). */
export interface StoredKnowledge extends KnowledgeFields {
  agentId: string;
  csvKey: string;
  previewRows: string[][];
  answering: knowledge.Answering;
  generationSource: GenerationSource | null;
  statusBeforeGeneration: StoredKnowledge['status'] | null;
  updatedAt: Date;
}

const toEntity = (doc: KnowledgeDocument): StoredKnowledge => ({
  agentId: doc._id,
  ownerId: doc.ownerId,
  csvKey: doc.csv_key,
  enabled: doc.enabled,
  status: doc.status,
  progress: doc.progress ?? null,
  error: doc.error ?? null,
  headers: doc.headers ?? [],
  previewRows: doc.preview_rows ?? [],
  total: doc.total ?? 0,
  revision: doc.revision ?? 0,
  unanswered: doc.unanswered ?? [],
  answering: { only_from_faq: doc.only_from_faq ?? false, unknown_answer: doc.unknown_answer ?? null },
  generationSource: doc.generation_source ?? null,
  statusBeforeGeneration: doc.status_before_generation ?? null,
  updatedAt: new Date(doc.updatedAt),
});
const WITHOUT_ENTRIES = { entries: 0 } as const;

/** agent_knowledge: one document per agent with its FAQ rows; every change one atomic update. */
export class KnowledgeRepository {
  private readonly docs: Model<KnowledgeDocument>;

  constructor(connection: Connection) {
    this.docs = knowledgeModel(connection);
  }

  async init(): Promise<void> {
    await this.docs.init();
  }

  /** The owner's FAQ of the agent; null when there is none of theirs. */
  async findOwned(agentId: string, ownerId: string): Promise<StoredKnowledge | null> {
    const doc = await this.docs.findOne({ _id: agentId, ownerId }, WITHOUT_ENTRIES).lean<KnowledgeDocument>();
    return doc ? toEntity(doc) : null;
  }

  // Unscoped on purpose: a visitor's turn (any viewer the catalog let in) reads the agent's FAQ.
  async findForConversation(agentId: string): Promise<StoredKnowledge | null> {
    const doc = await this.docs.findById(agentId, WITHOUT_ENTRIES).lean<KnowledgeDocument>();
    return doc ? toEntity(doc) : null;
  }

  // Unscoped on purpose: the index job (a worker) reads the rows of whichever agent it builds for.
  async entriesForIndexing(
    agentId: string,
  ): Promise<{ revision: number; entries: FaqEntry[]; vectors: StoredVectors | null } | null> {
    const doc = await this.docs.findById(agentId, { entries: 1, revision: 1, vectors: 1 }).lean<KnowledgeDocument>();
    if (!doc) return null;
    const vectors = doc.vectors?.revision === doc.revision ? doc.vectors : null;
    return { revision: doc.revision ?? 0, entries: doc.entries ?? [], vectors };
  }

  /** A new FAQ replaces the old one: RAG off, the index to be built again. */
  async replaceFaq(
    agentId: string,
    ownerId: string,
    faq: { csvKey: string; headers: string[]; previewRows: string[][]; total: number; entries: FaqEntry[] },
  ): Promise<StoredKnowledge> {
    return this.upsert(agentId, {
      $set: {
        ownerId,
        csv_key: faq.csvKey,
        enabled: false,
        status: 'uploaded',
        progress: null,
        error: null,
        headers: faq.headers,
        preview_rows: faq.previewRows,
        total: faq.total,
        entries: faq.entries,
      },
      $inc: { revision: 1 },
      $setOnInsert: { unanswered: [] },
    });
  }

  /** Changes the agent's knowledge, created by the change when it has none: the result without its rows. */
  private async upsert(agentId: string, change: UpdateQuery<KnowledgeDocument>): Promise<StoredKnowledge> {
    const doc = await this.docs
      .findOneAndUpdate({ _id: agentId }, change, { upsert: true, returnDocument: 'after', projection: WITHOUT_ENTRIES })
      .lean<KnowledgeDocument>();
    return toEntity(doc!);
  }

  async update(
    agentId: string,
    set: Partial<
      Pick<KnowledgeDocument, 'enabled' | 'status' | 'progress' | 'error' | 'vectors' | 'only_from_faq' | 'unknown_answer'>
    >,
    onlyRevision?: number,
    onlyStatus?: KnowledgeDocument['status'],
  ): Promise<StoredKnowledge | null> {
    const filter = {
      _id: agentId,
      ...(onlyRevision === undefined ? {} : { revision: onlyRevision }),
      ...(onlyStatus === undefined ? {} : { status: onlyStatus }),
    };
    const doc = await this.docs
      .findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after', projection: WITHOUT_ENTRIES })
      .lean<KnowledgeDocument>();
    return doc ? toEntity(doc) : null;
  }

  async addUnanswered(agentId: string, question: string, at: Date, keep: number): Promise<StoredKnowledge | null> {
    const doc = await this.docs
      .findOneAndUpdate(
        { _id: agentId },
        { $push: { unanswered: { $each: [{ question, asked_at: at }], $position: 0, $slice: keep } } },
        { returnDocument: 'after', projection: WITHOUT_ENTRIES },
      )
      .lean<KnowledgeDocument>();
    return doc ? toEntity(doc) : null;
  }

  /**
   * A FAQ is being made from a source: the current one (if any) stays until the new one replaces
   * it, RAG on or off as it was (the agent keeps answering from it meanwhile); `before` is the
   * status to go back to if the generation fails.
   */
  async startGenerating(
    agentId: string,
    ownerId: string,
    source: GenerationSource,
    before: StoredKnowledge['status'] | null,
  ): Promise<StoredKnowledge> {
    return this.upsert(agentId, {
      $set: {
        ownerId,
        status: 'generating',
        error: null,
        progress: { step: 'Starting', percent: 5 },
        generation_source: source,
        status_before_generation: before,
      },
      $setOnInsert: {
        csv_key: '',
        enabled: false,
        headers: [],
        preview_rows: [],
        total: 0,
        entries: [],
        revision: 0,
        unanswered: [],
      },
    });
  }

  /**
   * One generation silent since `staleBefore` (cut off by a kill or restart), claimed by touching
   * it so no other knowledge process takes it too; null when there is none.
   */
  async claimStalledGeneration(staleBefore: Date): Promise<StoredKnowledge | null> {
    const doc = await this.docs
      .findOneAndUpdate(
        { status: 'generating', updatedAt: { $lt: staleBefore } },
        { $set: { progress: { step: 'Starting again after a restart', percent: 5 } } },
        { returnDocument: 'after', projection: WITHOUT_ENTRIES },
      )
      .lean<KnowledgeDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Index builds cut off by a restart. */
  async indexing(): Promise<StoredKnowledge[]> {
    const docs = await this.docs.find({ status: 'indexing' }, WITHOUT_ENTRIES).limit(50).lean<KnowledgeDocument[]>();
    return docs.map(toEntity);
  }
}
