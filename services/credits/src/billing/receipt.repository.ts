import { randomBytes } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { billing } from '@avatarium/contracts';
import { receiptModel, type ReceiptDocument } from './receipt.model.js';

export type NewReceipt = Omit<ReceiptDocument, '_id'>;

function toReceipt(doc: ReceiptDocument): billing.Receipt {
  return {
    id: doc._id,
    description: doc.description,
    amountCents: doc.amountCents,
    currency: doc.currency,
    credits: doc.credits,
    plan: doc.plan,
    status: doc.status,
    source: doc.source,
    url: doc.url,
    at: doc.at.toISOString(),
  };
}

/** Receipts of payments, one per key: a webhook delivered twice writes one receipt. */
export class ReceiptRepository {
  private readonly receipts: Model<ReceiptDocument>;

  constructor(connection: Connection) {
    this.receipts = receiptModel(connection);
  }

  init(): Promise<void> {
    return this.receipts.init().then(() => undefined);
  }

  /** Writes the receipt unless one with its key exists; returns the receipt's id either way. */
  async record(receipt: NewReceipt): Promise<string> {
    try {
      const doc = await this.receipts.create({ _id: `rcpt_${randomBytes(9).toString('base64url')}`, ...receipt });
      return doc._id;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await this.receipts
        .findOne({ userId: receipt.userId, key: receipt.key }, { _id: 1 })
        .lean<{ _id: string }>();
      if (!existing) throw error;
      return existing._id;
    }
  }

  async list(userId: string, limit = 200): Promise<billing.Receipt[]> {
    const docs = await this.receipts.find({ userId }).sort({ at: -1 }).limit(limit).lean<ReceiptDocument[]>();
    return docs.map(toReceipt);
  }
}
