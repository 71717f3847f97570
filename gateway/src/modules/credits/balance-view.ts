import type { CreditBalance } from '@avatarium/contracts';

/** The GraphQL CreditBalance type: the contract's view (getBalance reply or balance event) without the user id. */
export function toGraphqlBalance(balance: Pick<CreditBalance, 'balance' | 'hasMinimumBalance' | 'minimumRequired' | 'plan'>) {
  return {
    balance: balance.balance,
    hasMinimumBalance: balance.hasMinimumBalance,
    minimumRequired: balance.minimumRequired,
    plan: balance.plan,
  };
}
