import type { Connection, Model } from 'mongoose';
import { counter, isDuplicateKeyError } from '@avatarium/platform';
import type { PlanType } from '@avatarium/contracts';
import { addMonth, nextCycle, periodAt } from './billing-period.js';
import type { CreditAccount } from './credit-account.js';
import { creditAccountModel, type CreditAccountDocument, type SubscriptionState } from './credit-account.model.js';
import { ledgerEntryModel, type LedgerEntryDocument, type LedgerKind } from './ledger-entry.model.js';

/** Counted where the change is applied once (idempotency key), so a retried request is not counted twice. */
const creditsChanged = counter(
  'avatarium_credits_changed_total',
  'Credits moved, by ledger kind (debit, refund, grant, top-up ...).',
  ['kind'],
);

// Enough remembered keys to make retries idempotent; older keys are still unique in the ledger.
const REMEMBERED_KEYS = 500;
/** The account was never opened (sign-up may still be opening it). */
export class NoAccountError extends Error {
  constructor(userId: string) {
    super(`No credit account for ${userId}`);
    this.name = 'NoAccountError';
  }
}

/** A checkout left unpaid stops blocking the next one after this long. */
export const PENDING_PAYMENT_MS = 30 * 60_000;

export type ChangeResult =
  | { outcome: 'applied'; account: CreditAccount }
  | { outcome: 'already-applied'; account: CreditAccount }
  | { outcome: 'insufficient'; account: CreditAccount }
  /** The account's period ended before `now`: start the new one, then try again. */
  | { outcome: 'period-ended'; account: CreditAccount };

const NO_SUBSCRIPTION: SubscriptionState = {
  status: 'none',
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  customerId: null,
  subscriptionId: null,
  lastEventAt: null,
};

/** An account as stored, older documents included (they predate the cycle fields). */
function toEntity(doc: CreditAccountDocument): CreditAccount {
  const used = doc.used ?? 0;
  const additional = doc.additional ?? 0;
  const periodStart = doc.periodStart ?? doc.createdAt;
  return {
    userId: doc._id,
    balance: doc.balance,
    plan: doc.plan,
    // balance = included + additional − used holds for every document, old or new.
    included: doc.included ?? doc.balance + used - additional,
    additional,
    used,
    periodStart,
    periodEnd: doc.periodEnd ?? addMonth(periodStart),
    pendingPlan: doc.pendingPlan ?? null,
    subscription: { ...NO_SUBSCRIPTION, ...(doc.subscription ?? {}) },
    pendingPayment: doc.pendingPayment ?? null,
    version: doc.version ?? 0,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** Every balance change is one atomic single-document update, scoped by the user's id. */
export class CreditAccountRepository {
  private readonly accounts: Model<CreditAccountDocument>;
  private readonly ledger: Model<LedgerEntryDocument>;

  constructor(connection: Connection) {
    this.accounts = creditAccountModel(connection);
    this.ledger = ledgerEntryModel(connection);
  }

  async init(): Promise<void> {
    await this.accounts.init();
    await this.ledger.init();
  }

  async find(userId: string): Promise<CreditAccount | null> {
    const doc = await this.accounts.findById(userId).lean<CreditAccountDocument>();
    return doc ? toEntity(doc) : null;
  }

  async findByCustomer(customerId: string): Promise<CreditAccount | null> {
    const doc = await this.accounts.findOne({ 'subscription.customerId': customerId }).lean<CreditAccountDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Accounts whose period has ended (the reset sweeper's work list). */
  async dueForReset(now: Date, limit: number): Promise<string[]> {
    const docs = await this.accounts
      .find({ periodEnd: { $lte: now } }, { _id: 1 })
      .limit(limit)
      .lean<Array<{ _id: string }>>();
    return docs.map((doc) => doc._id);
  }

  /** Creates the account with its opening balance unless it exists; returns it either way. */
  async open(
    userId: string,
    plan: PlanType,
    openingBalance: number,
    now = new Date(),
  ): Promise<{ account: CreditAccount; created: boolean }> {
    try {
      const doc = await this.accounts.create({
        _id: userId,
        balance: openingBalance,
        plan,
        included: openingBalance,
        additional: 0,
        used: 0,
        periodStart: now,
        periodEnd: addMonth(now),
        pendingPlan: null,
        subscription: NO_SUBSCRIPTION,
        pendingPayment: null,
        appliedKeys: [],
      });
      await this.appendLedger(userId, 'grant', openingBalance, openingBalance, 'plan-grant', `open:${userId}`);
      return { account: toEntity(doc.toObject()), created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await this.find(userId);
      if (!existing) throw error;
      return { account: existing, created: false };
    }
  }

  /**
   * Changes the credits once per key. A debit (negative) counts as used and never takes the
   * balance below zero, except on Enterprise, where nothing is limited; a refund gives back
   * what this cycle used (or, past that, adds rolling credits); grants and top-ups add
   * credits that roll over.
   */
  async change(
    userId: string,
    amount: number,
    idempotencyKey: string,
    reason: string,
    kind: LedgerKind,
    now?: Date,
  ): Promise<ChangeResult> {
    if ((await this.ledger.exists({ userId, idempotencyKey })) !== null) {
      const existing = await this.find(userId);
      if (existing) return { outcome: 'already-applied', account: existing };
    }
    // Only within the current period (when `now` is given): the caller rolls over first otherwise,
    // which saves reading the account before every change.
    const inPeriod = now ? { $or: [{ periodEnd: { $gt: now } }, { periodEnd: { $exists: false } }] } : {};
    const once = { _id: userId, appliedKeys: { $ne: idempotencyKey }, ...inPeriod };
    const remember = { $push: { appliedKeys: { $each: [idempotencyKey], $slice: -REMEMBERED_KEYS } } };
    let doc: CreditAccountDocument | null;
    if (kind === 'debit') {
      const debit = -amount;
      doc =
        (await this.update(
          { ...once, plan: { $ne: 'ENTERPRISE' }, balance: { $gte: debit } },
          { $inc: { balance: -debit, used: debit, version: 1 }, ...remember },
        )) ?? (await this.update({ ...once, plan: 'ENTERPRISE' }, { $inc: { used: debit, version: 1 }, ...remember }));
    } else if (kind === 'refund') {
      doc =
        (await this.update(
          { ...once, used: { $gte: amount } },
          { $inc: { balance: amount, used: -amount, version: 1 }, ...remember },
        )) ?? (await this.update(once, { $inc: { balance: amount, additional: amount, version: 1 }, ...remember }));
    } else {
      doc = await this.update(once, { $inc: { balance: amount, additional: amount, version: 1 }, ...remember });
    }
    if (doc) {
      await this.appendLedger(userId, kind, amount, doc.balance, reason, idempotencyKey);
      creditsChanged.inc({ kind }, Math.abs(amount));
      return { outcome: 'applied', account: toEntity(doc) };
    }
    const current = await this.accounts.findById(userId).lean<CreditAccountDocument>();
    if (!current) throw new NoAccountError(userId);
    const seen = current.appliedKeys.includes(idempotencyKey) || (await this.ledger.exists({ userId, idempotencyKey })) !== null;
    if (seen) return { outcome: 'already-applied', account: toEntity(current) };
    const account = toEntity(current);
    if (now && account.periodEnd.getTime() <= now.getTime()) return { outcome: 'period-ended', account };
    return { outcome: 'insufficient', account };
  }

  /**
   * Starts the next cycle when the period has ended: plan credits reset, top-ups roll over, a
   * pending downgrade applies. One update conditioned on the version read, so of concurrent
   * callers exactly one resets; the others see the new period. Null when nothing was due.
   */
  async rollOver(userId: string, now: Date): Promise<{ account: CreditAccount; delta: number } | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const doc = await this.accounts.findById(userId).lean<CreditAccountDocument>();
      if (!doc) return null;
      const account = toEntity(doc);
      if (account.periodEnd.getTime() > now.getTime()) return null;
      const cycle = nextCycle(account);
      const period = periodAt(account.periodEnd, now);
      const balance = cycle.included + cycle.additional - cycle.used;
      const updated = await this.update(
        { _id: userId, version: doc.version ?? 0 },
        {
          $set: { ...cycle, balance, periodStart: period.start, periodEnd: period.end, pendingPlan: null },
          $inc: { version: 1 },
        },
      );
      if (!updated) continue; // changed meanwhile: read again
      const delta = balance - account.balance;
      await this.appendLedger(
        userId,
        'reset',
        delta,
        balance,
        `monthly reset (${cycle.plan})`,
        `reset:${userId}:${period.start.toISOString()}`,
      );
      return { account: toEntity(updated), delta };
    }
    throw new Error(`Could not reset the credits of ${userId}: too many concurrent changes`);
  }

  /** Moves to a higher plan now, adding `extraCredits` to this cycle's plan credits; once per key. */
  async upgrade(userId: string, plan: PlanType, extraCredits: number, idempotencyKey: string): Promise<ChangeResult> {
    const doc = await this.update(
      { _id: userId, appliedKeys: { $ne: idempotencyKey } },
      {
        $set: { plan, pendingPlan: null, pendingPayment: null },
        $inc: { included: extraCredits, balance: extraCredits, version: 1 },
        $push: { appliedKeys: { $each: [idempotencyKey], $slice: -REMEMBERED_KEYS } },
      },
    );
    if (doc) {
      await this.appendLedger(userId, 'plan-change', extraCredits, doc.balance, `upgrade to ${plan}`, idempotencyKey);
      return { outcome: 'applied', account: toEntity(doc) };
    }
    const current = await this.find(userId);
    if (!current) throw new Error(`No credit account for ${userId}`);
    return { outcome: 'already-applied', account: current };
  }

  /** A plan for the next cycle (a downgrade), or none. */
  async schedulePlan(userId: string, plan: PlanType | null): Promise<CreditAccount | null> {
    return this.updated(userId, { $set: { pendingPlan: plan }, $inc: { version: 1 } });
  }

  /** Claims the one checkout slot of the account; false while another checkout is under way. */
  async claimPendingPayment(userId: string, kind: 'top-up' | 'upgrade', now: Date): Promise<boolean> {
    const stale = new Date(now.getTime() - PENDING_PAYMENT_MS);
    const doc = await this.update(
      {
        _id: userId,
        $or: [{ pendingPayment: null }, { pendingPayment: { $exists: false } }, { 'pendingPayment.since': { $lt: stale } }],
      },
      { $set: { pendingPayment: { kind, since: now } } },
    );
    return doc !== null;
  }

  async releasePendingPayment(userId: string): Promise<void> {
    await this.accounts.updateOne({ _id: userId }, { $set: { pendingPayment: null } });
  }

  /**
   * Applies a subscription change from an event created at `eventAt`, unless a newer event was
   * applied already (Stripe does not promise order).
   */
  async updateSubscription(userId: string, change: Partial<SubscriptionState>, eventAt: Date): Promise<CreditAccount | null> {
    const set = Object.fromEntries(
      Object.entries({ ...change, lastEventAt: eventAt }).map(([key, value]) => [`subscription.${key}`, value]),
    );
    const fresh = {
      $or: [
        { 'subscription.lastEventAt': null },
        { 'subscription.lastEventAt': { $exists: false } },
        { 'subscription.lastEventAt': { $lte: eventAt } },
      ],
    };
    const doc = await this.update({ _id: userId, ...fresh }, { $set: set, $inc: { version: 1 } });
    return doc ? toEntity(doc) : null;
  }

  /** Remembers the payment provider's customer of the account (first checkout). */
  async setCustomer(userId: string, customerId: string): Promise<void> {
    await this.accounts.updateOne({ _id: userId }, { $set: { 'subscription.customerId': customerId } });
  }

  async listLedger(
    userId: string,
    limit: number,
    before?: Date,
  ): Promise<{ entries: Array<LedgerEntryDocument & { _id: unknown }>; hasMore: boolean }> {
    const docs = await this.ledger
      .find({ userId, ...(before && { at: { $lt: before } }) })
      .sort({ at: -1, _id: -1 })
      .limit(limit + 1)
      .lean<Array<LedgerEntryDocument & { _id: unknown }>>();
    return { entries: docs.slice(0, limit), hasMore: docs.length > limit };
  }

  private update(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<CreditAccountDocument | null> {
    return this.accounts.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean<CreditAccountDocument>();
  }

  private async updated(userId: string, update: Record<string, unknown>): Promise<CreditAccount | null> {
    const doc = await this.update({ _id: userId }, update);
    return doc ? toEntity(doc) : null;
  }

  private async appendLedger(
    userId: string,
    kind: LedgerKind,
    amount: number,
    balanceAfter: number,
    reason: string,
    idempotencyKey: string,
  ) {
    try {
      await this.ledger.create({ userId, kind, amount, balanceAfter, reason, idempotencyKey, at: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
