import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import { PlanType } from '@avatarium/contracts';

export type SubscriptionStatus = 'none' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  paymentFailed: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  /** `created` of the newest Stripe event applied: an older one arriving late is ignored. */
  lastEventAt: Date | null;
}

export interface CreditAccountDocument {
  _id: string;
  /** Always included + additional − used (Enterprise: not limited, see debit). */
  balance: number;
  plan: PlanType;
  /** This cycle's plan credits. Older accounts lack the cycle fields: read as included = balance. */
  included?: number;
  /** Top-up and granted credits: they roll over. */
  additional?: number;
  used?: number;
  periodStart?: Date;
  periodEnd?: Date;
  /** A downgrade waits for the next cycle. */
  pendingPlan?: PlanType | null;
  subscription?: SubscriptionState;
  /** A checkout in progress (one at a time); stale after PENDING_PAYMENT_MS. */
  pendingPayment?: { kind: 'top-up' | 'upgrade'; since: Date } | null;
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
    included: { type: Number },
    additional: { type: Number },
    used: { type: Number },
    periodStart: { type: Date },
    periodEnd: { type: Date, index: true },
    pendingPlan: { type: String, enum: PlanType.options, default: null },
    subscription: {
      type: {
        status: String,
        cancelAtPeriodEnd: Boolean,
        paymentFailed: Boolean,
        customerId: String,
        subscriptionId: String,
        lastEventAt: Date,
      },
      _id: false,
    },
    pendingPayment: { type: { kind: String, since: Date }, _id: false, default: null },
    appliedKeys: { type: [String], default: [] },
    version: { type: Number, default: 0 },
  },
  { timestamps: true, versionKey: false, collection: 'credit_accounts' },
);
creditAccountSchema.index({ 'subscription.customerId': 1 }, { sparse: true });

export const creditAccountModel = modelFactory<CreditAccountDocument>('CreditAccount', creditAccountSchema);
