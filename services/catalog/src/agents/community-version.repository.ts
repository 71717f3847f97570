import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import { communityVersionModel, type CommunityVersionDocument } from './community-version.model.js';

const ID = 'community';

/**
 * The version of the community gallery, shared by every catalog replica through the database.
 * A write that changes the gallery bumps it (one atomic $inc) after its own write and before
 * its reply; a read takes it first and serves a cached page only of that version. So a read
 * that starts after a write's reply never gets a page from before it, on any replica, without
 * waiting for (or depending on) an event. The counter only grows.
 */
export class CommunityVersionRepository {
  private readonly versions: Model<CommunityVersionDocument>;

  constructor(connection: Connection) {
    this.versions = communityVersionModel(connection);
  }

  async init(): Promise<void> {
    await this.versions.init();
  }

  async current(): Promise<number> {
    const doc = await this.versions.findById(ID).lean<CommunityVersionDocument>();
    return doc?.version ?? 0;
  }

  /** Adds one and answers the version it made (for the version event). */
  async bump(): Promise<number> {
    const inc = async () =>
      (
        await this.versions
          .findOneAndUpdate({ _id: ID }, { $inc: { version: 1 } }, { upsert: true, returnDocument: 'after' })
          .lean<CommunityVersionDocument>()
      )?.version ?? 0;
    try {
      return await inc();
    } catch (error) {
      // The very first bumps of two replicas at once: one inserted, the other now finds it.
      if (!isDuplicateKeyError(error)) throw error;
      return inc();
    }
  }
}
