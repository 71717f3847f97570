import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { PlanType } from '@avatarium/contracts';
import type { CreditAccount } from './credit-account.js';
import { creditAccountModel, type CreditAccountDocument } from './credit-account.model.js';
import { ledgerEntryModel, type LedgerEntryDocument } from './ledger-entry.model.js';

// Enough remembered keys to make retries idempotent; older keys are still unique in the ledger.
const REMEMBERED_KEYS = 500;

export type ChangeResult =
  | { outcome: 'applied'; account: CreditAccount }
  | { outcome: 'already-applied'; account: CreditAccount }
  | { outcome: 'insufficient'; account: CreditAccount };

function toEntity(doc: CreditAccountDocument): CreditAccount {
  return {
    userId: doc._id,
    balance: doc.balance,
    plan: doc.plan,
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

  /** Creates the account with its opening balance unless it exists; returns it either way. */
  async open(userId: string, plan: PlanType, openingBalance: number): Promise<{ account: CreditAccount; created: boolean }> {
    try {
      const doc = await this.accounts.create({ _id: userId, balance: openingBalance, plan, appliedKeys: [] });
      await this.appendLedger(userId, openingBalance, openingBalance, 'plan-grant', `open:${userId}`);
      return { account: toEntity(doc.toObject()), created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await this.find(userId);
      if (!existing) throw error;
      return { account: existing, created: false };
    }
  }

  /** Adds `amount` (negative to debit) once per key; a debit never takes the balance below zero. */
  async change(userId: string, amount: number, idempotencyKey: string, reason: string): Promise<ChangeResult> {
    // Keys older than the remembered window are still caught by the ledger's unique index.
    if ((await this.ledger.exists({ userId, idempotencyKey })) !== null) {
      const existing = await this.find(userId);
      if (existing) return { outcome: 'already-applied', account: existing };
    }
    const guard = amount < 0 ? { balance: { $gte: -amount } } : {};
    const doc = await this.accounts
      .findOneAndUpdate(
        { _id: userId, appliedKeys: { $ne: idempotencyKey }, ...guard },
        { $inc: { balance: amount, version: 1 }, $push: { appliedKeys: { $each: [idempotencyKey], $slice: -REMEMBERED_KEYS } } },
        { returnDocument: 'after' },
      )
      .lean<CreditAccountDocument>();
    if (doc) {
      await this.appendLedger(userId, amount, doc.balance, reason, idempotencyKey);
      return { outcome: 'applied', account: toEntity(doc) };
    }
    const current = await this.accounts.findById(userId).lean<CreditAccountDocument>();
    if (!current) throw new Error(`No credit account for ${userId}`);
    const seen = current.appliedKeys.includes(idempotencyKey) || (await this.ledger.exists({ userId, idempotencyKey })) !== null;
    return { outcome: seen ? 'already-applied' : 'insufficient', account: toEntity(current) };
  }

  private async appendLedger(userId: string, amount: number, balanceAfter: number, reason: string, idempotencyKey: string) {
    try {
      await this.ledger.create({ userId, amount, balanceAfter, reason, idempotencyKey, at: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
