import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import type { ApiKeyFields } from './api-key.js';

export interface ApiKeyDocument extends ApiKeyFields {
  _id: string;
  scopes: string[];
  /**
   * '0' … 'cap-1' while the key counts against the owner's cap (unique per owner), then
   * 'retired:<id>' once revoked or expired: every document keeps a unique value, because the
   * embedded database ignores partial indexes.
   */
  slot: string;
}

const apiKeySchema = new Schema<ApiKeyDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    scopes: { type: [String], required: true },
    prefix: { type: String, required: true },
    hash: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
    expiresInDays: { type: Number, default: null },
    revokedAt: { type: Date, default: null },
    slot: { type: String, required: true },
  },
  { versionKey: false, collection: 'api_keys' },
);
apiKeySchema.index({ ownerId: 1, slot: 1 }, { unique: true });

export const apiKeyModel = modelFactory<ApiKeyDocument>('ApiKey', apiKeySchema);
