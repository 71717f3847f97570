import { CHUNKS_BEFORE_FIRST_MAX } from '@avatarium/contracts';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import { UploadQuotaRepository } from './upload-quota.repository.js';
import { uploadSessionModel, type UploadSessionDocument } from './upload-session.model.js';
import type {
  CompletedUpload,
  MultipartState,
  PartGroup,
  UploadDeclaration,
  UploadPart,
  UploadSession,
} from './upload-session.js';

function toEntity(doc: UploadSessionDocument): UploadSession {
  const { _id, claimed, ...rest } = doc;
  return {
    uploadId: _id,
    ...rest,
    claimed: claimed ?? [],
    assembledKey: rest.assembledKey ?? null,
    multipart: rest.multipart
      ? { ...rest.multipart, groups: rest.multipart.groups ?? [], etags: rest.multipart.etags ?? {} }
      : null,
    parts: rest.parts.map(({ index, key, size, offset, text }) => ({
      index,
      key,
      size,
      ...(offset != null && { offset }),
      ...(text != null && { text: { clean: text.clean, head: text.head, tail: text.tail } }),
    })),
  };
}

/** The `upload_sessions` collection: every change is one conditional single-document update. */
export class UploadSessionRepository {
  private readonly sessions: Model<UploadSessionDocument>;
  /** The quota an open session holds: given back when it completes or fails (and by the sweeper). */
  readonly quotas: UploadQuotaRepository;

  constructor(connection: Connection) {
    this.sessions = uploadSessionModel(connection);
    this.quotas = new UploadQuotaRepository(connection);
  }

  init(): Promise<unknown> {
    return Promise.all([this.sessions.init(), this.quotas.init()]);
  }

  /**
   * The session of this uploadId, created from the declaration on its first chunk. It may
   * belong to someone else or declare another file: the caller compares.
   */
  async open(declaration: UploadDeclaration, now = new Date()): Promise<UploadSession> {
    const { uploadId, ...declared } = declaration;
    const insert = {
      ...declared,
      parts: [],
      receivedBytes: 0,
      status: 'receiving',
      result: null,
      error: null,
      assembledKey: null,
      multipart: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      const doc = await this.sessions
        .findOneAndUpdate({ _id: uploadId }, { $setOnInsert: insert }, { upsert: true, returnDocument: 'after' })
        .lean<UploadSessionDocument>();
      if (doc) return toEntity(doc);
    } catch (error) {
      // Two first chunks raced: the other one created it.
      if (!isDuplicateKeyError(error)) throw error;
    }
    const existing = await this.sessions.findById(uploadId).lean<UploadSessionDocument>();
    if (!existing) throw new Error(`upload session ${uploadId} vanished`);
    return toEntity(existing);
  }

  /**
   * Claims the right to write chunk `index` in place into the upload's data file: one claim per
   * index, and none once the index is recorded. With no session yet, nothing was written: true.
   */
  async claimChunk(userId: string, uploadId: string, index: number): Promise<boolean> {
    const claimed = await this.sessions.updateOne(
      { _id: uploadId, userId, status: 'receiving', claimed: { $ne: index }, 'parts.index': { $ne: index } },
      { $push: { claimed: index } },
    );
    if (claimed.modifiedCount === 1) return true;
    return (await this.sessions.exists({ _id: uploadId })) === null;
  }

  async find(uploadId: string): Promise<UploadSession | null> {
    const doc = await this.sessions.findById(uploadId).lean<UploadSessionDocument>();
    return doc ? toEntity(doc) : null;
  }

  async findOwned(userId: string, uploadId: string): Promise<UploadSession | null> {
    const doc = await this.sessions.findOne({ _id: uploadId, userId }).lean<UploadSessionDocument>();
    return doc ? toEntity(doc) : null;
  }

  /**
   * Records a stored chunk in the session that matches the declaration (same owner, same file,
   * still receiving, started after `startedAfter`), unless its index is already there or it
   * would take the total past the declared size, or, before chunk 0 (whose bytes decide the
   * type) is in, more than CHUNKS_BEFORE_FIRST_MAX chunks would be held; session null when
   * nothing changed. With `next`, also claims chunk `next` (as claimChunk) in the same update,
   * when that index is neither claimed nor recorded yet (the usual case: one database write per
   * chunk); should it be, the part is added alone and `nextClaimed` is false.
   */
  async addPartClaimingNext(
    declaration: UploadDeclaration,
    part: UploadPart,
    startedAfter: Date,
    now: Date,
    next: number | null,
  ): Promise<{ session: UploadSession | null; nextClaimed: boolean }> {
    const { uploadId, ...declared } = declaration;
    const add = (claim: number | null) =>
      this.sessions
        .findOneAndUpdate(
          {
            _id: uploadId,
            ...declared,
            status: 'receiving',
            createdAt: { $gt: startedAfter },
            'parts.index': claim === null ? { $ne: part.index } : { $nin: [part.index, claim] },
            ...(claim !== null && { claimed: { $ne: claim } }),
            receivedBytes: { $lte: declaration.fileSize - part.size },
            ...(part.index > 0 && {
              $or: [{ 'parts.index': 0 }, { [`parts.${CHUNKS_BEFORE_FIRST_MAX - 1}`]: { $exists: false } }],
            }),
          },
          {
            $push: { parts: part, ...(claim !== null && { claimed: claim }) },
            $inc: { receivedBytes: part.size },
            $set: { updatedAt: now },
          },
          { returnDocument: 'after' },
        )
        .lean<UploadSessionDocument>();
    const claimed = next === null ? null : await add(next);
    if (claimed) return { session: toEntity(claimed), nextClaimed: true };
    const doc = await add(null);
    return { session: doc ? toEntity(doc) : null, nextClaimed: false };
  }

  /** One request wins the right to assemble; a claim older than `staleBefore` (a crashed media process) can be taken over. */
  async claimAssembly(userId: string, uploadId: string, staleBefore: Date, now = new Date()): Promise<UploadSession | null> {
    const doc = await this.sessions
      .findOneAndUpdate(
        { _id: uploadId, userId, $or: [{ status: 'receiving' }, { status: 'assembling', updatedAt: { $lt: staleBefore } }] },
        { $set: { status: 'assembling', updatedAt: now } },
        { returnDocument: 'after' },
      )
      .lean<UploadSessionDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** After a failure worth retrying (storage or a service briefly down): the last chunk may be sent again. */
  async release(userId: string, uploadId: string, now = new Date()): Promise<void> {
    await this.sessions.updateOne(
      { _id: uploadId, userId, status: 'assembling' },
      { $set: { status: 'receiving', updatedAt: now } },
    );
  }

  async setAssembledKey(userId: string, uploadId: string, key: string, now = new Date()): Promise<void> {
    await this.sessions.updateOne(
      { _id: uploadId, userId, status: 'assembling' },
      { $set: { assembledKey: key, updatedAt: now } },
    );
  }

  /** Notes the upload's multipart object, unless one was started already (then false: the caller drops its own). */
  async startMultipart(userId: string, uploadId: string, multipart: Omit<MultipartState, 'groups' | 'etags'>): Promise<boolean> {
    const { modifiedCount } = await this.sessions.updateOne(
      { _id: uploadId, userId, status: 'receiving', multipart: null },
      { $set: { multipart: { ...multipart, groups: [], etags: {} } } },
    );
    return modifiedCount === 1;
  }

  /** Claims a group of chunks as its part; false when it is claimed already (another request sends it). */
  async claimGroup(userId: string, uploadId: string, group: PartGroup): Promise<boolean> {
    const { modifiedCount } = await this.sessions.updateOne(
      { _id: uploadId, userId, multipart: { $ne: null }, 'multipart.groups.partNumber': { $ne: group.partNumber } },
      { $push: { 'multipart.groups': group } },
    );
    return modifiedCount === 1;
  }

  async setPartEtag(userId: string, uploadId: string, partNumber: number, etag: string): Promise<void> {
    await this.sessions.updateOne({ _id: uploadId, userId }, { $set: { [`multipart.etags.${partNumber}`]: etag } });
  }

  async complete(userId: string, uploadId: string, result: CompletedUpload, now = new Date()): Promise<void> {
    await this.sessions.updateOne({ _id: uploadId, userId }, { $set: { status: 'completed', result, updatedAt: now } });
    await this.quotas.release(userId, uploadId);
  }

  /** The upload was refused: later chunks get the same answer until the sweeper removes the record. */
  async fail(userId: string, uploadId: string, error: string, now = new Date()): Promise<void> {
    await this.sessions.updateOne({ _id: uploadId, userId }, { $set: { status: 'failed', error, updatedAt: now } });
    await this.quotas.release(userId, uploadId);
  }

  /** Sessions started before the cut-off, oldest first, for the sweeper. */
  async findStartedBefore(cutoff: Date, limit = 500): Promise<UploadSession[]> {
    const docs = await this.sessions
      .find({ createdAt: { $lt: cutoff } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<UploadSessionDocument[]>();
    return docs.map(toEntity);
  }

  async delete(uploadId: string): Promise<void> {
    await this.sessions.deleteOne({ _id: uploadId });
  }
}
