import type { CreditBalance } from '@avatarium/contracts';

/** The GraphQL CreditBalance type: the contract's view without the user id. */
export function toGraphqlBalance(balance: CreditBalance) {
  return {
    balance: balance.balance,
    hasMinimumBalance: balance.hasMinimumBalance,
    minimumRequired: balance.minimumRequired,
    plan: balance.plan,
  };
}
