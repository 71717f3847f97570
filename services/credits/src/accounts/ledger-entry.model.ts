import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

export type LedgerKind = 'grant' | 'top-up' | 'debit' | 'refund' | 'reset' | 'plan-change';

/** Append-only history of every balance change. */
export interface LedgerEntryDocument {
  userId: string;
  /** Older entries lack it: read from the amount's sign. */
  kind?: LedgerKind;
  amount: number;
  balanceAfter: number;
  reason: string;
  idempotencyKey: string;
  at: Date;
}

const ledgerEntrySchema = new Schema<LedgerEntryDocument>(
  {
    userId: { type: String, required: true, index: true },
    kind: { type: String },
    amount: { type: Number, required: true },
    balanceAfter: { type: Number, required: true },
    reason: { type: String, required: true },
    idempotencyKey: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'credit_ledger' },
);
// A key is unique per user: one user's key can never stand in for another's charge.
ledgerEntrySchema.index({ userId: 1, idempotencyKey: 1 }, { unique: true });
ledgerEntrySchema.index({ userId: 1, at: -1 });

export const ledgerEntryModel = modelFactory<LedgerEntryDocument>('LedgerEntry', ledgerEntrySchema);
