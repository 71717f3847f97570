import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

/** The community's change counter: one document, bumped by every write that changes what the gallery shows. */
export interface CommunityVersionDocument {
  _id: string;
  version: number;
}

const communityVersionSchema = new Schema<CommunityVersionDocument>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true, default: 0 },
  },
  { versionKey: false, collection: 'community_versions' },
);

export const communityVersionModel = modelFactory<CommunityVersionDocument>('CommunityVersion', communityVersionSchema);
