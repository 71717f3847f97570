import type { collectionPlans } from '@avatarium/contracts';
import { isDuplicateKeyError, modelFactory } from '@avatarium/platform';
import { Schema, type Connection, type Model } from 'mongoose';

type Plan = collectionPlans.CollectionPlan;
type Subscription = collectionPlans.AppSubscription;

interface PlanListDocument {
  _id: string; // the collection id
  ownerId: string;
  /** CollectionPlan objects, parsed by their contract before they are stored. */
  plans: unknown[];
}

interface AppSubscriptionDocument {
  _id: string; // `${userId}:${collectionId}`
  userId: string;
  sub_app_id: string;
  subscription: string;
  /** null = unlimited. */
  plan_credits_remaining: number | null;
  topup_credits_remaining: number;
  appliedKeys: string[];
}

const planListModel = modelFactory<PlanListDocument>(
  'CollectionPlanList',
  new Schema<PlanListDocument>(
    {
      _id: { type: String, required: true },
      ownerId: { type: String, required: true },
      plans: { type: [Schema.Types.Mixed], default: [] },
    },
    { versionKey: false, collection: 'collection_plans' },
  ),
);

const appSubscriptionModel = modelFactory<AppSubscriptionDocument>(
  'AppSubscription',
  new Schema<AppSubscriptionDocument>(
    {
      _id: { type: String, required: true },
      userId: { type: String, required: true, index: true },
      sub_app_id: { type: String, required: true },
      subscription: { type: String, required: true },
      plan_credits_remaining: { type: Number, default: null },
      topup_credits_remaining: { type: Number, default: 0 },
      appliedKeys: { type: [String], default: [] },
    },
    { versionKey: false, timestamps: true, collection: 'app_subscriptions' },
  ),
);

const REMEMBERED_KEYS = 500;
const toSubscription = (doc: AppSubscriptionDocument): Subscription => ({
  userId: doc.userId,
  sub_app_id: doc.sub_app_id,
  subscription: doc.subscription,
  plan_credits_remaining: doc.plan_credits_remaining ?? null,
  topup_credits_remaining: doc.topup_credits_remaining ?? 0,
});

/** A collection's plans (one document per collection) and visitors' subscriptions to them. */
export class CollectionPlanRepository {
  private readonly lists: Model<PlanListDocument>;
  private readonly subscriptions: Model<AppSubscriptionDocument>;

  constructor(connection: Connection) {
    this.lists = planListModel(connection);
    this.subscriptions = appSubscriptionModel(connection);
  }

  async init(): Promise<void> {
    await Promise.all([this.lists.init(), this.subscriptions.init()]);
  }

  async plansOf(collectionId: string): Promise<Plan[]> {
    return ((await this.lists.findById(collectionId).lean<PlanListDocument>())?.plans ?? []) as Plan[];
  }

  async setPlans(collectionId: string, ownerId: string, plans: Plan[]): Promise<Plan[]> {
    await this.lists.updateOne({ _id: collectionId }, { $set: { ownerId, plans } }, { upsert: true });
    return plans;
  }

  async subscriptionOf(userId: string, collectionId: string): Promise<Subscription | null> {
    const doc = await this.subscriptions.findById(`${userId}:${collectionId}`).lean<AppSubscriptionDocument>();
    return doc ? toSubscription(doc) : null;
  }

  /** Starts (or moves to) a plan, its credits granted once per key. */
  async subscribe(
    userId: string,
    collectionId: string,
    code: string,
    credits: number | null,
    key: string,
  ): Promise<Subscription> {
    const _id = `${userId}:${collectionId}`;
    try {
      await this.subscriptions.create({
        _id,
        userId,
        sub_app_id: collectionId,
        subscription: code,
        plan_credits_remaining: credits,
        topup_credits_remaining: 0,
        appliedKeys: [key],
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await this.subscriptions.updateOne(
        { _id, appliedKeys: { $ne: key } },
        {
          $set: { subscription: code, plan_credits_remaining: credits },
          $push: { appliedKeys: { $each: [key], $slice: -REMEMBERED_KEYS } },
        },
      );
    }
    return (await this.subscriptionOf(userId, collectionId))!;
  }

  async topUp(userId: string, collectionId: string, credits: number, key: string): Promise<Subscription | null> {
    const doc = await this.subscriptions
      .findOneAndUpdate(
        { _id: `${userId}:${collectionId}`, appliedKeys: { $ne: key } },
        { $inc: { topup_credits_remaining: credits }, $push: { appliedKeys: { $each: [key], $slice: -REMEMBERED_KEYS } } },
        { returnDocument: 'after' },
      )
      .lean<AppSubscriptionDocument>();
    return doc ? toSubscription(doc) : this.subscriptionOf(userId, collectionId);
  }

  /**
   * Debits once per key in one guarded update: from plan credits when they cover it (or are
   * unlimited), else from top-up credits; null when neither covers it.
   */
  async debit(
    userId: string,
    collectionId: string,
    amount: number,
    key: string,
  ): Promise<Subscription | 'insufficient' | 'missing'> {
    const _id = `${userId}:${collectionId}`;
    const once = { _id, appliedKeys: { $ne: key } };
    const remember = { $push: { appliedKeys: { $each: [key], $slice: -REMEMBERED_KEYS } } };
    const attempts = [
      { filter: { ...once, plan_credits_remaining: null }, update: remember },
      {
        filter: { ...once, plan_credits_remaining: { $gte: amount } },
        update: { $inc: { plan_credits_remaining: -amount }, ...remember },
      },
      {
        filter: { ...once, topup_credits_remaining: { $gte: amount } },
        update: { $inc: { topup_credits_remaining: -amount }, ...remember },
      },
    ];
    for (const { filter, update } of attempts) {
      const doc = await this.subscriptions
        .findOneAndUpdate(filter, update, { returnDocument: 'after' })
        .lean<AppSubscriptionDocument>();
      if (doc) return toSubscription(doc);
    }
    const current = await this.subscriptions.findById(_id).lean<AppSubscriptionDocument>();
    if (!current) return 'missing';
    return current.appliedKeys.includes(key) ? toSubscription(current) : 'insufficient';
  }
}
