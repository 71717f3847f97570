import type { PlanType } from '@avatarium/contracts';

/** A user's credit account: the balance is the source of truth, the ledger its history. */
export interface CreditAccount {
  userId: string;
  balance: number;
  plan: PlanType;
  createdAt: Date;
  updatedAt: Date;
}
