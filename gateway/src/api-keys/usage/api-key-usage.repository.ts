import type { Connection, Model } from 'mongoose';
import { apiKeyUsageModel, type ApiKeyUsageDocument } from './api-key-usage.model.js';
import { fieldOfLabel } from './usage-label.js';

/** What one gateway counted for one key and day since its last flush. */
export interface UsageCounts {
  requests: number;
  errors: number;
  credits: number;
  routes: Map<string, { requests: number; errors: number }>;
  /** Requests per latency bucket (sparse). */
  latency: number[];
}

export const usageDocId = (keyId: string, day: string) => `${keyId}:${day}`;

function incrementsOf(counts: UsageCounts): Record<string, number> {
  const inc: Record<string, number> = {};
  if (counts.requests) inc.requests = counts.requests;
  if (counts.errors) inc.failed = counts.errors;
  if (counts.credits) inc.credits = counts.credits;
  for (const [label, route] of counts.routes) {
    const field = fieldOfLabel(label);
    if (route.requests) inc[`routes.${field}.requests`] = route.requests;
    if (route.errors) inc[`routes.${field}.failed`] = route.errors;
  }
  counts.latency.forEach((count, bucket) => {
    if (count) inc[`latency.${bucket}`] = count;
  });
  return inc;
}

/** api_key_usage: written by `$inc` batches from the recorder, read by the key's owner. */
export class ApiKeyUsageRepository {
  private readonly usage: Model<ApiKeyUsageDocument>;

  constructor(connection: Connection) {
    this.usage = apiKeyUsageModel(connection);
  }

  init(): Promise<unknown> {
    return this.usage.init();
  }

  /** Adds one flush's counts: one upsert per key and day, sent together. */
  async add(batch: ReadonlyArray<{ keyId: string; day: string; counts: UsageCounts }>): Promise<void> {
    if (batch.length === 0) return;
    await this.usage.collection.bulkWrite(
      batch.map(({ keyId, day, counts }) => ({
        updateOne: {
          filter: { _id: usageDocId(keyId, day) as never },
          update: { $inc: incrementsOf(counts), $setOnInsert: { keyId, day } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  /** The documents of these keys between two days (inclusive, YYYY-MM-DD). */
  async between(keyIds: readonly string[], from: string, to: string): Promise<ApiKeyUsageDocument[]> {
    if (keyIds.length === 0) return [];
    return this.usage.find({ keyId: { $in: [...keyIds] }, day: { $gte: from, $lte: to } }).lean<ApiKeyUsageDocument[]>();
  }
}
