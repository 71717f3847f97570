import { createHash } from 'node:crypto';
import type { Collection, Connection, Model } from 'mongoose';
import { analyticsBucketModel, type AnalyticsBucketDocument } from './analytics-bucket.model.js';
import { analyticsDayModel, type AnalyticsDayDocument } from './analytics-day.model.js';
import { emptyContribution, HOUR_MS, type Contribution, type LatencyStage } from './bucket-contribution.js';

export const bucketIdOf = (agentId: string, hour: number) => `${agentId}:${hour}`;
export const dayIdOf = (agentId: string, day: number) => `${agentId}:d${day}`;
export const dayOf = (hour: number) => Math.floor(hour / 24);
/** Field names cannot hold '.' or start with '$': product names are hashed, times keep their digits. */
const productKey = (name: string) => createHash('sha1').update(name).digest('hex').slice(0, 20);
const valueKey = (ms: number) => `v${String(ms).replace('.', '_')}`;
const valueOf = (key: string) => Number(key.slice(1).replace('_', '.'));

/** Where a contribution goes: the hour's bucket, or the day's sum (conversations per hour of the day). */
type Target = { conversationsPath: string; heatShift: number };
const HOUR_TARGET: Target = { conversationsPath: 'c', heatShift: 0 };
const dayTarget = (hour: number): Target => {
  const hourOfDay = hour - dayOf(hour) * 24;
  return { conversationsPath: `c.x${hourOfDay}`, heatShift: hourOfDay };
};

/** The update adding (sign 1) or taking back (sign -1) a contribution. */
function updateOf(contribution: Contribution, sign: 1 | -1, target: Target): Record<string, Record<string, unknown>> {
  const inc: Record<string, number> = {};
  const add = (path: string, value: number) => {
    if (value) inc[path] = (inc[path] ?? 0) + sign * value;
  };
  add(target.conversationsPath, contribution.conversations);
  add('m', contribution.messages);
  add('cms', contribution.connectedMs);
  add('bm', contribution.billedMinutes);
  for (const [offset, messages] of contribution.heat) add(`h.x${offset + target.heatShift}`, messages);
  for (const [stage, counts] of contribution.latency) for (const [ms, turns] of counts) add(`l.${stage}.${valueKey(ms)}`, turns);
  const set: Record<string, unknown> = {};
  const min: Record<string, unknown> = {};
  for (const product of contribution.products.values()) {
    const key = productKey(product.name);
    add(`p.${key}.m`, product.mentions);
    add(`p.${key}.k`, product.conversations);
    set[`p.${key}.n`] = product.name;
    if (product.image && sign === 1) min[`p.${key}.i`] = product.image;
  }
  if (sign === 1 && contribution.first !== null) min.first = new Date(contribution.first);
  const update: Record<string, Record<string, unknown>> = {};
  if (Object.keys(inc).length) update.$inc = inc;
  if (Object.keys(set).length) update.$set = set;
  if (Object.keys(min).length) update.$min = min;
  if (sign === 1 && contribution.last !== null) update.$max = { last: new Date(contribution.last) };
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

type StoredShares = Pick<AnalyticsBucketDocument, 'm' | 'first' | 'last' | 'cms' | 'bm' | 'l' | 'p'>;

/** The hour-independent parts of a stored bucket or day. */
function sharesOf(doc: StoredShares): Contribution {
  const contribution = emptyContribution();
  contribution.messages = doc.m ?? 0;
  contribution.first = doc.first ? new Date(doc.first).getTime() : null;
  contribution.last = doc.last ? new Date(doc.last).getTime() : null;
  contribution.connectedMs = doc.cms ?? 0;
  contribution.billedMinutes = doc.bm ?? 0;
  for (const [stage, counts] of Object.entries(doc.l ?? {})) {
    contribution.latency.set(stage as LatencyStage, new Map(Object.entries(counts).map(([key, turns]) => [valueOf(key), turns])));
  }
  for (const share of Object.values(doc.p ?? {})) {
    contribution.products.set(share.n, {
      name: share.n,
      image: share.i ?? null,
      mentions: share.m ?? 0,
      // Buckets written before the count kept the conversations' ids.
      conversations: (share.k ?? 0) + (share.ids?.length ?? 0),
    });
  }
  return contribution;
}

const heatOf = (h: Record<string, number> | undefined) =>
  new Map(Object.entries(h ?? {}).map(([key, messages]) => [Number(key.slice(1)), messages]));

function toCounted(doc: AnalyticsBucketDocument): CountedBucket {
  const contribution = sharesOf(doc);
  contribution.conversations = doc.c ?? 0;
  contribution.heat = heatOf(doc.h);
  return { hour: doc.hour, contribution, backfilling: doc.bf ?? [] };
}

/** A day's sum as buckets: one for each hour that conversations started in, the rest at the day's first hour. */
function dayAsBuckets(doc: AnalyticsDayDocument): CountedBucket[] {
  const start = doc.day * 24;
  const rest = sharesOf(doc);
  rest.heat = heatOf(doc.h);
  const buckets: CountedBucket[] = [{ hour: start, contribution: rest, backfilling: doc.bf ?? [] }];
  for (const [key, conversations] of Object.entries(doc.c ?? {})) {
    if (!conversations) continue;
    const hourly = emptyContribution();
    hourly.conversations = conversations;
    buckets.push({ hour: start + Number(key.slice(1)), contribution: hourly, backfilling: [] });
  }
  return buckets;
}

/** An agent's analytics markers: `version` moves with every change, `days` per changed UTC day, `epoch` with a deletion. */
export type AgentChanges = { version: number; epoch: number; days: Map<number, number> };

/** A range of instants as whole UTC hours since 1970 (null = open). */
export const hoursOf = (range: { from: Date | null; to: Date | null }) => ({
  from: range.from ? Math.ceil(range.from.getTime() / HOUR_MS) : null,
  to: range.to ? Math.ceil(range.to.getTime() / HOUR_MS) : null,
});

/** A range of whole hours split into the whole days inside it and the hours at its edges. */
export function splitHours(
  from: number | null,
  to: number | null,
): { days: [number | null, number | null] | null; hours: Array<[number | null, number | null]> } {
  const firstDay = from === null ? null : Math.ceil(from / 24);
  const endDay = to === null ? null : Math.floor(to / 24);
  if (firstDay !== null && endDay !== null && endDay <= firstDay) return { days: null, hours: [[from, to]] };
  const hours: Array<[number | null, number | null]> = [];
  if (from !== null && from < firstDay! * 24) hours.push([from, firstDay! * 24]);
  if (to !== null && endDay! * 24 < to) hours.push([endDay! * 24, to]);
  return { days: [firstDay, endDay], hours };
}

/** Above this many documents a range is read with a query on the agent instead of by id. */
export const MOST_IDS = 400;

export const numbersBetween = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, n) => from + n);
const idsBetween = (from: number, to: number, idOf: (n: number) => string) => numbersBetween(from, to).map(idOf);

/**
 * analytics_buckets (per agent and UTC hour) and analytics_days (per agent and UTC day, their
 * sums), updated together with `$inc` upserts as conversations change. A summary reads the
 * whole days of its range from the days and only the hours at its edges from the buckets.
 */
export class AnalyticsBucketRepository {
  private readonly buckets: Model<AnalyticsBucketDocument>;
  private readonly days: Model<AnalyticsDayDocument>;
  /** `days-built` (the upgrade's mark) and each agent's analytics version and day markers (`v:{agentId}`, see `changes`). */
  private readonly state: Collection<{ _id: string; at?: Date; v?: number; e?: number; d?: Record<string, number> }>;
  /** The days were built from the buckets (after an upgrade from buckets alone); until then the buckets answer. */
  private daysReady = false;

  constructor(connection: Connection) {
    this.buckets = analyticsBucketModel(connection);
    this.days = analyticsDayModel(connection);
    this.state = connection.collection('analytics_state');
  }

  async init(): Promise<void> {
    await Promise.all([this.buckets.init(), this.days.init()]);
  }

  private async upsert(model: Model<AnalyticsBucketDocument> | Model<AnalyticsDayDocument>, filter: object, update: object) {
    try {
      return await (model as Model<AnalyticsBucketDocument>).updateOne(filter, update, { upsert: true });
    } catch (error) {
      // Two first writes at once: the other created it; this one now updates it.
      if (!isDuplicateKey(error)) throw error;
      return (model as Model<AnalyticsBucketDocument>).updateOne(filter, update, { upsert: true });
    }
  }

  /**
   * An agent's analytics version and its day markers: bumped after every change of its buckets
   * or days has landed (failed or not), the version and the changed UTC day's marker in one
   * `$inc` (a deletion bumps the epoch instead), so counts read after reading marker n hold every
   * change whose bump made n (see SummaryCache, KeptDays). Read before the buckets.
   */
  async changes(agentId: string): Promise<AgentChanges> {
    const found = await this.state.findOne({ _id: versionIdOf(agentId) });
    const days = new Map(Object.entries(found?.d ?? {}).map(([key, marker]) => [Number(key.slice(1)), marker]));
    return { version: found?.v ?? 0, epoch: found?.e ?? 0, days };
  }

  private async bump(agentId: string, day: number | null): Promise<void> {
    const inc = day === null ? { v: 1, e: 1 } : { v: 1, [`d.x${day}`]: 1 };
    const bumpOnce = () => this.state.updateOne({ _id: versionIdOf(agentId) }, { $inc: inc }, { upsert: true });
    // Two first bumps at once: the other created it; this one now increments it.
    await bumpOnce().catch((error: unknown) => (isDuplicateKey(error) ? bumpOnce() : Promise.reject(error)));
  }

  /** Runs a change of an agent's counts on one UTC day (null: all), then bumps its markers whether the change landed or not. */
  private async changing<T>(agentId: string, day: number | null, change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      await this.bump(agentId, day);
    }
  }

  /** Adds a change to the hour and the day a conversation started in (each created on its first). */
  async add(agentId: string, hour: number, contribution: Contribution): Promise<void> {
    if (isEmpty(contribution)) return;
    await this.changing(agentId, dayOf(hour), () => this.addNow(agentId, hour, contribution));
  }

  private async addNow(agentId: string, hour: number, contribution: Contribution): Promise<void> {
    const day = dayOf(hour);
    await Promise.all([
      this.upsert(
        this.buckets,
        { _id: bucketIdOf(agentId, hour) },
        {
          ...updateOf(contribution, 1, HOUR_TARGET),
          $setOnInsert: { agentId, hour },
        },
      ),
      this.upsert(
        this.days,
        { _id: dayIdOf(agentId, day) },
        {
          ...updateOf(contribution, 1, dayTarget(hour)),
          $setOnInsert: { agentId, day },
        },
      ),
    ]);
  }

  /** One upsert applied once per conversation however often it is retried (the id is recorded with it). */
  private async applyOnce(
    model: Model<AnalyticsBucketDocument> | Model<AnalyticsDayDocument>,
    id: string,
    conversationId: string,
    update: Record<string, Record<string, unknown>>,
  ): Promise<boolean> {
    update.$addToSet = { bf: conversationId };
    const filter = { _id: id, bf: { $ne: conversationId } };
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await (model as Model<AnalyticsBucketDocument>).updateOne(filter, update, { upsert: true });
        return result.modifiedCount + result.upsertedCount > 0;
      } catch (error) {
        // The document exists and already has this conversation (the upsert's insert collided), or a race on the first write.
        if (!isDuplicateKey(error)) throw error;
        if (attempt > 0) return false;
      }
    }
  }

  /**
   * The backfill's add: applied once per conversation however often it is retried (the
   * conversation's id is recorded in the same update, in the hour and in the day). False when
   * it was applied already.
   */
  async addOnce(agentId: string, hour: number, conversationId: string, contribution: Contribution): Promise<boolean> {
    return this.changing(agentId, dayOf(hour), () => this.addOnceNow(agentId, hour, conversationId, contribution));
  }

  private async addOnceNow(agentId: string, hour: number, conversationId: string, contribution: Contribution): Promise<boolean> {
    const day = dayOf(hour);
    const [inHour, inDay] = await Promise.all([
      this.applyOnce(this.buckets, bucketIdOf(agentId, hour), conversationId, {
        ...updateOf(contribution, 1, HOUR_TARGET),
        $setOnInsert: { agentId, hour },
      }),
      this.applyOnce(this.days, dayIdOf(agentId, day), conversationId, {
        ...updateOf(contribution, 1, dayTarget(hour)),
        $setOnInsert: { agentId, day },
      }),
    ]);
    return inHour || inDay;
  }

  /** Takes back what addOnce added (the conversation changed before it was marked counted). */
  async takeBack(agentId: string, hour: number, conversationId: string, contribution: Contribution): Promise<void> {
    const pull = { $pull: { bf: conversationId } };
    await this.changing(agentId, dayOf(hour), () =>
      Promise.all([
        this.buckets.updateOne(
          { _id: bucketIdOf(agentId, hour), bf: conversationId },
          { ...updateOf(contribution, -1, HOUR_TARGET), ...pull },
        ),
        this.days.updateOne(
          { _id: dayIdOf(agentId, dayOf(hour)), bf: conversationId },
          { ...updateOf(contribution, -1, dayTarget(hour)), ...pull },
        ),
      ]),
    );
  }

  /** Forgets the backfill's marker once the conversation itself says it is counted. */
  async settled(agentId: string, hour: number, conversationId: string): Promise<void> {
    const pull = { $pull: { bf: conversationId } };
    await Promise.all([
      this.buckets.updateOne({ _id: bucketIdOf(agentId, hour) }, pull),
      this.days.updateOne({ _id: dayIdOf(agentId, dayOf(hour)) }, pull),
    ]);
  }

  private hoursBetween(agentId: string, from: number | null, to: number | null): Promise<AnalyticsBucketDocument[]> {
    return this.between(this.buckets, { agentId, field: 'hour', idOf: (hour) => bucketIdOf(agentId, hour) }, from, to);
  }

  private daysBetween(agentId: string, from: number | null, to: number | null): Promise<AnalyticsDayDocument[]> {
    const days = this.days as unknown as Model<AnalyticsBucketDocument>;
    const found = this.between(days, { agentId, field: 'day', idOf: (day) => dayIdOf(agentId, day) }, from, to);
    return found as unknown as Promise<AnalyticsDayDocument[]>;
  }

  /** An agent's documents numbered in [from, to): by id when few (the `_id` index), else by a query on the agent. */
  private async between(
    model: Model<AnalyticsBucketDocument>,
    by: { agentId: string; field: 'hour' | 'day'; idOf: (n: number) => string },
    from: number | null,
    to: number | null,
  ): Promise<AnalyticsBucketDocument[]> {
    if (from !== null && to !== null && to - from <= MOST_IDS) {
      if (to <= from) return [];
      return model.find({ _id: { $in: idsBetween(from, to, by.idOf) } }).lean<AnalyticsBucketDocument[]>();
    }
    const range: Record<string, number> = {};
    if (from !== null) range.$gte = from;
    if (to !== null) range.$lt = to;
    const filter = Object.keys(range).length ? { agentId: by.agentId, [by.field]: range } : { agentId: by.agentId };
    return model.find(filter).lean<AnalyticsBucketDocument[]>();
  }

  /**
   * An agent's counts of conversations started in [from, to) (whole hours; null = open): the
   * range's whole UTC days from their sums, the hours at its edges from their buckets (read by
   * id: the `_id` index serves it on every MongoDB-speaking server).
   */
  async inRange(agentId: string, range: { from: Date | null; to: Date | null }): Promise<CountedBucket[]> {
    const { from, to } = hoursOf(range);
    if (!(await this.rolledUp())) return (await this.hoursBetween(agentId, from, to)).map(toCounted);
    const split = splitHours(from, to);
    const [days, ...edges] = await Promise.all([
      split.days ? this.daysBetween(agentId, ...split.days) : Promise.resolve([]),
      ...split.hours.map(([start, end]) => this.hoursBetween(agentId, start, end)),
    ]);
    return [...days.flatMap(dayAsBuckets), ...edges.flat().map(toCounted)];
  }

  /** The given UTC days' sums of an agent (as buckets, see dayAsBuckets); a day without a document has none. */
  async daysNumbered(agentId: string, days: number[]): Promise<Map<number, CountedBucket[]>> {
    const found = await this.days.find({ _id: { $in: days.map((day) => dayIdOf(agentId, day)) } }).lean<AnalyticsDayDocument[]>();
    return new Map(found.map((doc) => [doc.day, dayAsBuckets(doc)]));
  }

  /** The given UTC hours' buckets of an agent. */
  async hoursNumbered(agentId: string, hours: number[]): Promise<Map<number, CountedBucket>> {
    const found = await this.buckets
      .find({ _id: { $in: hours.map((hour) => bucketIdOf(agentId, hour)) } })
      .lean<AnalyticsBucketDocument[]>();
    return new Map(found.map((doc) => [doc.hour, toCounted(doc)]));
  }

  /** Whether summaries read the day sums (false until an upgrade from buckets alone built them). */
  async rolledUp(): Promise<boolean> {
    this.daysReady ||= (await this.state.findOne({ _id: DAYS_BUILT })) !== null;
    return this.daysReady;
  }

  /**
   * Builds the day sums from the hour buckets once (a database from before the days): the
   * buckets in id order are each agent's hours in order, so one day's are summed at a time and
   * written whole (a repeat writes the same). Until it is done, summaries read the buckets.
   */
  async buildDaysOnce(): Promise<number> {
    if (await this.rolledUp()) return 0;
    let built = 0;
    type Group = { id: string; agentId: string; day: number; parts: AnalyticsBucketDocument[] };
    let current = null as Group | null;
    const flush = async (group: Group | null) => {
      if (!group) return;
      await this.days.replaceOne({ _id: group.id }, dayFromBuckets(group.agentId, group.day, group.parts), { upsert: true });
      built++;
    };
    for await (const doc of this.buckets.find({}).sort({ _id: 1 }).lean<AnalyticsBucketDocument[]>().cursor()) {
      const bucket = doc as AnalyticsBucketDocument;
      const day = dayOf(bucket.hour);
      const id = dayIdOf(bucket.agentId, day);
      if (current?.id !== id) {
        await flush(current);
        current = { id, agentId: bucket.agentId, day, parts: [] };
      }
      current.parts.push(bucket);
    }
    await flush(current);
    await this.state.updateOne({ _id: DAYS_BUILT }, { $set: { at: new Date() } }, { upsert: true });
    this.daysReady = true;
    return built;
  }

  async deleteForAgent(agentId: string): Promise<void> {
    // The version stays (bumped): a version going back to 0 could match a summary kept before.
    await this.changing(agentId, null, () =>
      Promise.all([this.buckets.deleteMany({ agentId }), this.days.deleteMany({ agentId })]),
    );
  }
}

const DAYS_BUILT = 'days-built';
const versionIdOf = (agentId: string) => `v:${agentId}`;

/** A day's document summed from its hour buckets (the upgrade from buckets alone). */
function dayFromBuckets(agentId: string, day: number, parts: AnalyticsBucketDocument[]): AnalyticsDayDocument {
  const sum: AnalyticsDayDocument = {
    _id: dayIdOf(agentId, day),
    agentId,
    day,
    c: {},
    m: 0,
    cms: 0,
    bm: 0,
    h: {},
    l: {},
    p: {},
    bf: [],
  };
  const bump = (into: Record<string, number>, key: string, by: number) => (into[key] = (into[key] ?? 0) + by);
  for (const part of parts) {
    const hourOfDay = part.hour - day * 24;
    if (part.c) bump(sum.c!, `x${hourOfDay}`, part.c);
    sum.m! += part.m ?? 0;
    sum.cms! += part.cms ?? 0;
    sum.bm! += part.bm ?? 0;
    if (part.first && (!sum.first || part.first < sum.first)) sum.first = part.first;
    if (part.last && (!sum.last || part.last > sum.last)) sum.last = part.last;
    for (const [key, messages] of Object.entries(part.h ?? {})) bump(sum.h!, `x${Number(key.slice(1)) + hourOfDay}`, messages);
    for (const [stage, counts] of Object.entries(part.l ?? {}))
      for (const [value, turns] of Object.entries(counts)) bump((sum.l![stage] ??= {}), value, turns);
    for (const [key, share] of Object.entries(part.p ?? {})) {
      const into = (sum.p![key] ??= { n: share.n, m: 0, k: 0 });
      into.m! += share.m ?? 0;
      into.k! += (share.k ?? 0) + (share.ids?.length ?? 0);
      if (share.i && (!into.i || share.i < into.i)) into.i = share.i;
    }
    sum.bf!.push(...(part.bf ?? []));
  }
  return sum;
}
