import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

/**
 * api_key_usage: one document per key and UTC day, only ever changed by `$inc` (so every
 * gateway adds its buffered counts without reading). Route labels are field names, escaped
 * (see usage-label.ts); latency holds counts per bucket of LATENCY_BOUNDS_MS.
 */
export interface ApiKeyUsageDocument {
  /** `<keyId>:<YYYY-MM-DD>` */
  _id: string;
  keyId: string;
  day: string;
  requests?: number;
  /** Requests that failed (`errors` is a name mongoose keeps for itself). */
  failed?: number;
  credits?: number;
  routes?: Record<string, { requests?: number; failed?: number }>;
  latency?: Record<string, number>;
}

const apiKeyUsageSchema = new Schema<ApiKeyUsageDocument>(
  {
    _id: { type: String, required: true },
    keyId: { type: String, required: true },
    day: { type: String, required: true },
    requests: Number,
    failed: Number,
    credits: Number,
    routes: Schema.Types.Mixed,
    latency: Schema.Types.Mixed,
  },
  { versionKey: false, collection: 'api_key_usage', minimize: false },
);
apiKeyUsageSchema.index({ keyId: 1, day: 1 });

export const apiKeyUsageModel = modelFactory<ApiKeyUsageDocument>('ApiKeyUsage', apiKeyUsageSchema);
