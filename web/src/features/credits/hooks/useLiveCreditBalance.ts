import { skipToken, useSubscription } from '@apollo/client/react';
import { CreditBalanceChangedSubscription } from '../graphql/creditBalanceChangedSubscription';
import { useCreditBalance, type CreditBalanceState } from './useCreditBalance';

/**
 * The balance, live: `creditBalanceChanged` yields the current balance and then each change.
 * Its results land in the same cache entry as the `creditBalance` query (CreditBalance is a
 * cache singleton), so every credit view follows along; the query is the fallback while the
 * socket connects or if it cannot. Mount it keyed by user so a new session subscribes anew.
 */
export function useLiveCreditBalance(signedIn: boolean): CreditBalanceState {
  const query = useCreditBalance(signedIn);
  const live = useSubscription(CreditBalanceChangedSubscription, signedIn ? {} : skipToken);

  const balance = query.balance ?? live.data?.creditBalanceChanged ?? null;
  return {
    ...query,
    balance,
    loading: query.loading && !balance,
    error: balance ? null : query.error,
  };
}
