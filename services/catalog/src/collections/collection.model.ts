import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

export interface CollectionDocument {
  _id: string;
  ownerId: string;
  name: string;
  description: string;
  layout: 'grid' | 'theater';
  contact_link: string;
  logo_key: string | null;
  heroshot_enabled: boolean;
  heroshot_key: string | null;
  agent_codes: string[];
  share: { public_enabled: boolean };
  createdAt: Date;
  updatedAt: Date;
}

const collectionSchema = new Schema<CollectionDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    layout: { type: String, enum: ['grid', 'theater'], default: 'grid' },
    contact_link: { type: String, default: '' },
    logo_key: { type: String, default: null },
    heroshot_enabled: { type: Boolean, default: false },
    heroshot_key: { type: String, default: null },
    agent_codes: { type: [String], default: [], index: true },
    share: { type: { public_enabled: { type: Boolean, default: false } }, _id: false, default: { public_enabled: false } },
  },
  { timestamps: true, versionKey: false, collection: 'collections' },
);

export const collectionModel = modelFactory<CollectionDocument>('Collection', collectionSchema);
