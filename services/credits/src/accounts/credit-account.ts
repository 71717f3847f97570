import type { PlanType } from '@avatarium/contracts';

/** A user's credit account: the balance is the source of truth, the ledger its history. */
export interface CreditAccount {
  userId: string;
  balance: number;
  plan: PlanType;
  /** Counts the balance changes, so readers can tell a newer balance from an older one. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}
