import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import type { billing, PlanType } from '@avatarium/contracts';

export interface ReceiptDocument {
  _id: string;
  userId: string;
  /** One receipt per payment: `local:<id>`, `stripe-session:<id>`, `invoice:<id>`. */
  key: string;
  description: string;
  amountCents: number;
  currency: string;
  credits: number | null;
  plan: PlanType | null;
  status: billing.Receipt['status'];
  source: billing.BillingMode;
  url: string | null;
  at: Date;
}

const receiptSchema = new Schema<ReceiptDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    key: { type: String, required: true },
    description: { type: String, required: true },
    amountCents: { type: Number, required: true },
    currency: { type: String, required: true },
    credits: { type: Number, default: null },
    plan: { type: String, default: null },
    status: { type: String, required: true },
    source: { type: String, required: true },
    url: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'credit_receipts' },
);
receiptSchema.index({ userId: 1, key: 1 }, { unique: true });
receiptSchema.index({ userId: 1, at: -1 });

export const receiptModel = modelFactory<ReceiptDocument>('CreditReceipt', receiptSchema);
