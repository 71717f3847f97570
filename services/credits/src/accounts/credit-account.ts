import type { PlanType } from '@avatarium/contracts';
import type { SubscriptionState } from './credit-account.model.js';

/** A user's credit account: the balance is the source of truth, the ledger its history. */
export interface CreditAccount {
  userId: string;
  balance: number;
  plan: PlanType;
  included: number;
  additional: number;
  used: number;
  periodStart: Date;
  periodEnd: Date;
  pendingPlan: PlanType | null;
  subscription: SubscriptionState;
  pendingPayment: { kind: 'top-up' | 'upgrade'; since: Date } | null;
  /** Counts the balance changes, so readers can tell a newer balance from an older one. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}
