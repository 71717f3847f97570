import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import { SUM_FIELDS, type SummedFields } from './analytics-bucket.model.js';

/**
 * One agent's precounted analytics for one UTC day (conversations that started in it): the sum
 * of that day's hour buckets, kept alongside them so a range of whole days reads one small
 * document a day. Only what a zone's day, weekday and hour need stays per hour: `c` x<hour of
 * the day> -> conversations, `h` x<hours from the day's start> -> messages. Latency (`l`) and
 * products (`p`, key -> {n name, i image, m mentions, k conversations}) are the day's sums.
 */
export interface AnalyticsDayDocument extends SummedFields {
  /** `${agentId}:d${day}`. */
  _id: string;
  agentId: string;
  /** Days since 1970-01-01 (UTC). */
  day: number;
  c?: Record<string, number>;
  p?: Record<string, { n: string; i?: string; m?: number; k?: number }>;
}

const daySchema = new Schema<AnalyticsDayDocument>(
  {
    _id: { type: String, required: true },
    agentId: { type: String, required: true },
    day: { type: Number, required: true },
    c: Schema.Types.Mixed,
    ...SUM_FIELDS,
  },
  { versionKey: false, minimize: false, collection: 'analytics_days' },
);

daySchema.index({ agentId: 1, day: 1 });

export const analyticsDayModel = modelFactory<AnalyticsDayDocument>('AnalyticsDay', daySchema);
