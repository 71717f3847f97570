import { modelFactory } from '@avatarium/platform';
import { Schema, type Connection, type Model } from 'mongoose';

export interface StoredSlide {
  slide_number: number;
  image_key: string | null;
  script: string;
}

interface SlidesDocument {
  _id: string;
  ownerId: string;
  status: 'generating' | 'ready' | 'failed';
  enabled: boolean;
  slides: StoredSlide[];
  progress: { step: string; percent: number } | null;
  error: string | null;
  /** Each generation's own folder in storage; a cleared or replaced deck's files are left to its sweep. */
  run: string;
  /** The PDF being turned into slides, so a generation cut off by a restart can run again. */
  sourceKey: string;
  updatedAt: Date;
}

const schema = new Schema<SlidesDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true, index: true },
    status: { type: String, required: true, index: true },
    enabled: { type: Boolean, default: false },
    slides: { type: Schema.Types.Mixed, default: [] },
    progress: { type: Schema.Types.Mixed, default: null },
    error: { type: String, default: null },
    run: { type: String, default: '' },
    sourceKey: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false, minimize: false, collection: 'agent_slides' },
);
const slidesModel = modelFactory<SlidesDocument>('AgentSlides', schema);

export type StoredSlides = Omit<SlidesDocument, '_id'> & { agentId: string };
const toEntity = ({ _id, ...rest }: SlidesDocument): StoredSlides => ({
  ...rest,
  agentId: _id,
  updatedAt: new Date(rest.updatedAt),
});

/** agent_slides: one deck per agent. */
export class SlidesRepository {
  private readonly docs: Model<SlidesDocument>;

  constructor(connection: Connection) {
    this.docs = slidesModel(connection);
  }

  async init(): Promise<void> {
    await this.docs.init();
  }

  /** The owner's deck of the agent; null when there is none of theirs. */
  async findOwned(agentId: string, ownerId: string): Promise<StoredSlides | null> {
    const doc = await this.docs.findOne({ _id: agentId, ownerId }).lean<SlidesDocument>();
    return doc ? toEntity(doc) : null;
  }

  // Unscoped on purpose: a visitor's conversation (any viewer the catalog let in) presents the deck.
  async findForConversation(agentId: string): Promise<StoredSlides | null> {
    const doc = await this.docs.findById(agentId).lean<SlidesDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** A new deck replaces the old one at once (cleared first, as the spec's upload does). */
  async startGenerating(agentId: string, ownerId: string, run: string, sourceKey: string): Promise<StoredSlides> {
    const doc = await this.docs
      .findOneAndUpdate(
        { _id: agentId },
        {
          $set: {
            ownerId,
            run,
            sourceKey,
            status: 'generating',
            enabled: false,
            slides: [],
            error: null,
            progress: { step: 'Starting', percent: 5 },
          },
        },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<SlidesDocument>();
    return toEntity(doc!);
  }

  /** Changes one run's deck; null when another run replaced it meanwhile. */
  async update(
    agentId: string,
    set: Partial<Pick<SlidesDocument, 'status' | 'enabled' | 'slides' | 'progress' | 'error'>>,
    run?: string,
  ): Promise<StoredSlides | null> {
    const doc = await this.docs
      .findOneAndUpdate(run === undefined ? { _id: agentId } : { _id: agentId, run }, { $set: set }, { returnDocument: 'after' })
      .lean<SlidesDocument>();
    return doc ? toEntity(doc) : null;
  }

  /**
   * One generation silent since `staleBefore` (its process was killed or restarted), claimed by
   * touching it so no other replica takes it too; null when there is none.
   */
  async claimStalled(staleBefore: Date): Promise<StoredSlides | null> {
    const doc = await this.docs
      .findOneAndUpdate(
        { status: 'generating', updatedAt: { $lt: staleBefore } },
        { $set: { progress: { step: 'Starting again after a restart', percent: 5 } } },
        { returnDocument: 'after' },
      )
      .lean<SlidesDocument>();
    return doc ? toEntity(doc) : null;
  }

  async remove(agentId: string): Promise<void> {
    await this.docs.deleteOne({ _id: agentId });
  }
}
