import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import type { CreditSummaryFieldsFragment } from '../../../gql/graphql';
import { CreditSummaryChangedSubscription, CreditSummaryQuery } from '../graphql/creditSummary';

export interface CreditSummaryState {
  summary: CreditSummaryFieldsFragment | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/** The signed-in user's credit summary, kept live by its subscription (balance, plan, billing changes). */
export function useCreditSummary(signedIn: boolean): CreditSummaryState {
  const { data, loading, error, refetch, client } = useQuery(
    CreditSummaryQuery,
    signedIn ? { notifyOnNetworkStatusChange: true } : skipToken,
  );
  useSubscription(CreditSummaryChangedSubscription, {
    skip: !signedIn,
    onData: ({ data: next }) => {
      const summary = next.data?.creditSummaryChanged;
      if (summary) client.writeQuery({ query: CreditSummaryQuery, data: { creditSummary: summary } });
    },
  });
  const summary = data?.creditSummary ?? null;
  return {
    summary,
    loading: signedIn && !summary && loading,
    error: !summary && error ? error.message : null,
    retry: () => void refetch().catch(() => undefined),
  };
}
