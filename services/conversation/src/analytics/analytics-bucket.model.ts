import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

/**
 * One agent's precounted analytics for one UTC hour (conversations that started in it). Keys
 * inside the maps are encoded (see analytics-bucket.repository.ts): `h` x<hours from the
 * bucket's> -> messages, `l` stage -> v<ms> -> turns, `p` product key -> share. The day's sum is kept too (analytics-day.model.ts).
 */
export interface AnalyticsBucketDocument extends SummedFields {
  /** `${agentId}:${hour}`: one document per agent and hour, upserted without a race on a second index. */
  _id: string;
  agentId: string;
  /** Hours since 1970-01-01T00:00Z. */
  hour: number;
  c?: number;
  /** `k` conversations that named it; buckets written before `k` carry their ids (`ids`) instead. */
  p?: Record<string, { n: string; i?: string; m?: number; k?: number; ids?: string[] }>;
}

/** The stored fields an hour bucket and a day's sum share, as SUM_FIELDS declares them. */
export interface SummedFields {
  m?: number;
  first?: Date;
  last?: Date;
  cms?: number;
  bm?: number;
  h?: Record<string, number>;
  l?: Record<string, Record<string, number>>;
  /** Conversations the backfill is adding here (idempotence marker while it runs). */
  bf?: string[];
}

/** The fields an hour bucket and a day's sum share (`c` differs: a count, or counts per hour). */
export const SUM_FIELDS = {
  m: Number,
  first: Date,
  last: Date,
  cms: Number,
  bm: Number,
  h: Schema.Types.Mixed,
  l: Schema.Types.Mixed,
  p: Schema.Types.Mixed,
  bf: [String],
};

const bucketSchema = new Schema<AnalyticsBucketDocument>(
  {
    _id: { type: String, required: true },
    agentId: { type: String, required: true },
    hour: { type: Number, required: true },
    c: Number,
    ...SUM_FIELDS,
  },
  { versionKey: false, minimize: false, collection: 'analytics_buckets' },
);

bucketSchema.index({ agentId: 1, hour: 1 });

export const analyticsBucketModel = modelFactory<AnalyticsBucketDocument>('AnalyticsBucket', bucketSchema);
