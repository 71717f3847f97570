import { skipToken, useQuery } from '@apollo/client/react';
import type { CreditBalanceFieldsFragment } from '../../../gql/graphql';
import { CreditBalanceQuery } from '../graphql/creditBalanceQuery';

export interface CreditBalanceState {
  balance: CreditBalanceFieldsFragment | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/** The signed-in user's balance from the cache (kept fresh by useLiveCreditBalance). */
export function useCreditBalance(signedIn: boolean): CreditBalanceState {
  const { data, loading, error, refetch } = useQuery(
    CreditBalanceQuery,
    signedIn ? { notifyOnNetworkStatusChange: true } : skipToken,
  );
  const balance = data?.creditBalance ?? null;
  return {
    balance,
    loading: signedIn && !balance && loading,
    error: !balance && error ? error.message : null,
    retry: () => void refetch().catch(() => undefined),
  };
}
