import { MINIMUM_BALANCE_FOR_CREATION, type CreditBalance, type PayloadOf, type credits } from '@avatarium/contracts';
import type { CreditAccount } from '../accounts/credit-account.js';

/** The balance as the getBalance reply shows it, derived fields included. */
export function toBalanceView(account: CreditAccount): CreditBalance {
  return {
    userId: account.userId,
    balance: account.balance,
    plan: account.plan,
    minimumRequired: MINIMUM_BALANCE_FOR_CREATION,
    hasMinimumBalance: account.plan === 'ENTERPRISE' || account.balance >= MINIMUM_BALANCE_FOR_CREATION,
    version: account.version,
  };
}

/** The balance-changed event: the same view as the getBalance reply, plus what changed. */
export function toBalanceChanged(
  account: CreditAccount,
  delta: number,
  reason: string,
): PayloadOf<typeof credits.balanceChanged> {
  return { ...toBalanceView(account), delta, reason, at: new Date().toISOString() };
}
