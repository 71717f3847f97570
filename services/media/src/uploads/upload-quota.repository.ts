import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import { uploadQuotaModel, type UploadQuotaDocument } from './upload-quota.model.js';

export interface QuotaLimits {
  openUploads: number;
  openBytes: number;
  dayBytes: number;
  /** The length of the daily window. */
  windowMs: number;
}

/** Which limit a refused reservation met, for the message; null when the upload holds quota already. */
export type QuotaRefusal = 'openUploads' | 'openBytes' | 'dayBytes' | null;

/**
 * The `upload_quotas` collection: a user's open uploads and bytes, reserved and released by
 * conditional single-document updates, so first chunks of many uploads at once cannot all pass
 * a check made before any of them was counted.
 */
export class UploadQuotaRepository {
  private readonly quotas: Model<UploadQuotaDocument>;

  constructor(connection: Connection) {
    this.quotas = uploadQuotaModel(connection);
  }

  init(): Promise<unknown> {
    return this.quotas.init();
  }

  /**
   * Counts `size` declared bytes of upload `uploadId` against the user's limits in one guarded
   * update: fewer than `openUploads` uploads open, their bytes plus this one within
   * `openBytes`, and the window's bytes plus this one within `dayBytes` (a window of
   * `windowMs` that starts again with the first upload after it ends). Returns null when
   * reserved (or reserved already), else the limit that refused it.
   */
  async reserve(userId: string, uploadId: string, size: number, limits: QuotaLimits, now = new Date()): Promise<QuotaRefusal> {
    await this.quotas
      .updateOne(
        { _id: userId },
        { $setOnInsert: { open: [], openBytes: 0, dayBytes: 0, dayFrom: now } },
        { upsert: true, setDefaultsOnInsert: false },
      )
      .catch((error: unknown) => {
        if (!isDuplicateKeyError(error)) throw error; // another first chunk created it
      });
    await this.quotas.updateOne(
      { _id: userId, dayFrom: { $lte: new Date(now.getTime() - limits.windowMs) } },
      { $set: { dayFrom: now, dayBytes: 0 } },
    );
    const reserved = await this.quotas.updateOne(
      {
        _id: userId,
        'open.uploadId': { $ne: uploadId },
        [`open.${limits.openUploads - 1}`]: { $exists: false },
        openBytes: { $lte: limits.openBytes - size },
        dayBytes: { $lte: limits.dayBytes - size },
      },
      { $push: { open: { uploadId, size, at: now } }, $inc: { openBytes: size, dayBytes: size } },
    );
    if (reserved.modifiedCount === 1) return null;
    const quota = await this.quotas.findById(userId).lean<UploadQuotaDocument>();
    if (!quota || quota.open.some((entry) => entry.uploadId === uploadId)) return null;
    if (quota.open.length >= limits.openUploads) return 'openUploads';
    if (quota.openBytes + size > limits.openBytes) return 'openBytes';
    return 'dayBytes';
  }

  /** Gives back what the upload held (it finished, failed or expired); idempotent. */
  async release(userId: string, uploadId: string): Promise<void> {
    const quota = await this.quotas.findOne({ _id: userId, 'open.uploadId': uploadId }).lean<UploadQuotaDocument>();
    const entry = quota?.open.find((reservation) => reservation.uploadId === uploadId);
    if (!entry) return;
    await this.quotas.updateOne(
      { _id: userId, 'open.uploadId': uploadId },
      { $pull: { open: { uploadId } }, $inc: { openBytes: -entry.size } },
    );
  }

  /** Reservations made before `cutoff` whose upload the sweeper may no longer find. */
  async reservedBefore(cutoff: Date, limit = 500): Promise<Array<{ userId: string; uploadId: string }>> {
    const docs = await this.quotas
      .find({ 'open.at': { $lt: cutoff } })
      .limit(limit)
      .lean<UploadQuotaDocument[]>();
    return docs.flatMap((doc) =>
      doc.open.filter((entry) => entry.at < cutoff).map((entry) => ({ userId: doc._id, uploadId: entry.uploadId })),
    );
  }
}
