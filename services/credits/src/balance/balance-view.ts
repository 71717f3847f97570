import { MINIMUM_BALANCE_FOR_CREATION, type CreditBalance } from '@avatarium/contracts';
import type { CreditAccount } from '../accounts/credit-account.js';

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
