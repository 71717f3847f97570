import { createHash } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import { analyticsBucketModel, type AnalyticsBucketDocument } from './analytics-bucket.model.js';
import { emptyContribution, HOUR_MS, type Contribution, type LatencyStage } from './bucket-contribution.js';

export const bucketIdOf = (agentId: string, hour: number) => `${agentId}:${hour}`;
/** Field names cannot hold '.' or start with '$': product names are hashed, times keep their digits. */
const productKey = (name: string) => createHash('sha1').update(name).digest('hex').slice(0, 20);
const valueKey = (ms: number) => `v${String(ms).replace('.', '_')}`;
const valueOf = (key: string) => Number(key.slice(1).replace('_', '.'));

/** The update adding (sign 1) or taking back (sign -1) a contribution. */
function updateOf(
  agentId: string,
  hour: number,
  contribution: Contribution,
  sign: 1 | -1,
): Record<string, Record<string, unknown>> {
  const inc: Record<string, number> = {};
  const add = (path: string, value: number) => {
    if (value) inc[path] = (inc[path] ?? 0) + sign * value;
  };
  add('c', contribution.conversations);
  add('m', contribution.messages);
  add('cms', contribution.connectedMs);
  add('bm', contribution.billedMinutes);
  for (const [offset, messages] of contribution.heat) add(`h.x${offset}`, messages);
  for (const [stage, counts] of contribution.latency) for (const [ms, turns] of counts) add(`l.${stage}.${valueKey(ms)}`, turns);
  const set: Record<string, unknown> = {};
  const min: Record<string, unknown> = {};
  const ids: Record<string, unknown> = {};
  for (const product of contribution.products.values()) {
    const key = productKey(product.name);
    add(`p.${key}.m`, product.mentions);
    set[`p.${key}.n`] = product.name;
    if (product.image && sign === 1) min[`p.${key}.i`] = product.image;
    ids[`p.${key}.ids`] = sign === 1 ? { $each: [...product.conversationIds] } : { $in: [...product.conversationIds] };
  }
  if (sign === 1 && contribution.first !== null) min.first = new Date(contribution.first);
  const update: Record<string, Record<string, unknown>> = { $setOnInsert: { agentId, hour } };
  if (Object.keys(inc).length) update.$inc = inc;
  if (Object.keys(set).length) update.$set = set;
  if (Object.keys(min).length) update.$min = min;
  if (sign === 1 && contribution.last !== null) update.$max = { last: new Date(contribution.last) };
  if (Object.keys(ids).length) update[sign === 1 ? '$addToSet' : '$pull'] = ids;
  return update;
}

const isEmpty = (contribution: Contribution) =>
  !contribution.conversations &&
  !contribution.messages &&
  !contribution.connectedMs &&
  !contribution.billedMinutes &&
  contribution.heat.size === 0 &&
  [...contribution.latency.values()].every((counts) => counts.size === 0) &&
  contribution.products.size === 0;

const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/** A bucket read back as the contribution it sums, with the hour it belongs to. */
export type CountedBucket = { hour: number; contribution: Contribution; backfilling: string[] };

function toCounted(doc: AnalyticsBucketDocument): CountedBucket {
  const contribution = emptyContribution();
  contribution.conversations = doc.c ?? 0;
  contribution.messages = doc.m ?? 0;
  contribution.first = doc.first ? new Date(doc.first).getTime() : null;
  contribution.last = doc.last ? new Date(doc.last).getTime() : null;
  contribution.connectedMs = doc.cms ?? 0;
  contribution.billedMinutes = doc.bm ?? 0;
  for (const [key, messages] of Object.entries(doc.h ?? {})) contribution.heat.set(Number(key.slice(1)), messages);
  for (const [stage, counts] of Object.entries(doc.l ?? {})) {
    contribution.latency.set(stage as LatencyStage, new Map(Object.entries(counts).map(([key, turns]) => [valueOf(key), turns])));
  }
  for (const share of Object.values(doc.p ?? {})) {
    contribution.products.set(share.n, {
      name: share.n,
      image: share.i ?? null,
      mentions: share.m ?? 0,
      conversationIds: new Set(share.ids ?? []),
    });
  }
  return { hour: doc.hour, contribution, backfilling: doc.bf ?? [] };
}

/** analytics_buckets: per agent and UTC hour, updated with `$inc` upserts as conversations change. */
export class AnalyticsBucketRepository {
  private readonly buckets: Model<AnalyticsBucketDocument>;

  constructor(connection: Connection) {
    this.buckets = analyticsBucketModel(connection);
  }

  async init(): Promise<void> {
    await this.buckets.init();
  }

  /** Adds a change to the bucket of the hour a conversation started in (created on the first). */
  async add(agentId: string, hour: number, contribution: Contribution): Promise<void> {
    if (isEmpty(contribution)) return;
    const update = updateOf(agentId, hour, contribution, 1);
    try {
      await this.buckets.updateOne({ _id: bucketIdOf(agentId, hour) }, update, { upsert: true });
    } catch (error) {
      // Two first writes to one hour at once: the other created it; this one now updates it.
      if (!isDuplicateKey(error)) throw error;
      await this.buckets.updateOne({ _id: bucketIdOf(agentId, hour) }, update, { upsert: true });
    }
  }

  /**
   * The backfill's add: applied once per conversation however often it is retried (the
   * conversation's id is recorded in the same update). False when it was applied already.
   */
  async addOnce(agentId: string, hour: number, conversationId: string, contribution: Contribution): Promise<boolean> {
    const update = updateOf(agentId, hour, contribution, 1);
    update.$addToSet = { ...update.$addToSet, bf: conversationId };
    const filter = { _id: bucketIdOf(agentId, hour), bf: { $ne: conversationId } };
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.buckets.updateOne(filter, update, { upsert: true });
        return result.modifiedCount + result.upsertedCount > 0;
      } catch (error) {
        // The bucket exists and already has this conversation (the upsert's insert collided), or a race on the first write.
        if (!isDuplicateKey(error)) throw error;
        if (attempt > 0) return false;
      }
    }
  }

  /** Takes back what addOnce added (the conversation changed before it was marked counted). */
  async takeBack(agentId: string, hour: number, conversationId: string, contribution: Contribution): Promise<void> {
    const update = updateOf(agentId, hour, contribution, -1);
    update.$pull = { ...update.$pull, bf: conversationId };
    delete update.$setOnInsert;
    await this.buckets.updateOne({ _id: bucketIdOf(agentId, hour), bf: conversationId }, update);
  }

  /** Forgets the backfill's marker once the conversation itself says it is counted. */
  async settled(agentId: string, hour: number, conversationId: string): Promise<void> {
    await this.buckets.updateOne({ _id: bucketIdOf(agentId, hour) }, { $pull: { bf: conversationId } });
  }

  /** An agent's buckets of conversations started in [from, to) (whole hours; null = open). */
  async inRange(agentId: string, range: { from: Date | null; to: Date | null }): Promise<CountedBucket[]> {
    const hour: Record<string, number> = {};
    if (range.from) hour.$gte = Math.ceil(range.from.getTime() / HOUR_MS);
    if (range.to) hour.$lt = Math.ceil(range.to.getTime() / HOUR_MS);
    const filter = Object.keys(hour).length ? { agentId, hour } : { agentId };
    const docs = await this.buckets.find(filter).lean<AnalyticsBucketDocument[]>();
    return docs.map(toCounted);
  }

  async deleteForAgent(agentId: string): Promise<void> {
    await this.buckets.deleteMany({ agentId });
  }
}
