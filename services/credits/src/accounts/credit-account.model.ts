import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import { PlanType } from '@avatarium/contracts';

export interface CreditAccountDocument {
  _id: string;
  balance: number;
  plan: PlanType;
  /** The last idempotency keys applied: checked in the same atomic update as the balance. */
  appliedKeys: string[];
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const creditAccountSchema = new Schema<CreditAccountDocument>(
  {
    _id: { type: String, required: true },
    balance: { type: Number, required: true, min: 0 },
    plan: { type: String, enum: PlanType.options, required: true },
    appliedKeys: { type: [String], default: [] },
    version: { type: Number, default: 0 },
  },
  { timestamps: true, versionKey: false, collection: 'credit_accounts' },
);

export const creditAccountModel = modelFactory<CreditAccountDocument>('CreditAccount', creditAccountSchema);
