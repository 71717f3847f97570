import { useCallback, useEffect, useMemo, useState } from 'react';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import type { CommunityAgentsQuery as CommunityAgentsData, CommunityAgentsQueryVariables } from '../../../gql/graphql';
import { CommunityAgentsQuery } from '../graphql/communityAgentsQuery';
import { communityCacheKey } from '../model/communityCacheKey';
import type { CommunityFilters } from '../model/communityFilters';
import { communityVariables } from '../model/communityVariables';
import { communityLedger } from './communityLedger';
import { loadCommunityPage } from './loadCommunityPage';

export type CommunityPage = CommunityAgentsData['communityAgents'];

export type CommunityPageState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; page: CommunityPage };

export interface CommunityPageResult {
  state: CommunityPageState;
  variables: CommunityAgentsQueryVariables;
  cacheKey: string;
  /** Loads the list: from the cache while it is under 5 minutes old, unless `force`. */
  refresh: (force: boolean) => void;
}

/**
 * Spec 000 "Community agent list": loading, error (the list emptied, the error shown) or the
 * list. A list is reused for 5 minutes while the filters are unchanged and no forced refresh
 * is asked for. The cards read the Apollo cache, so live changes to an agent show at once.
 */
export function useCommunityPage(filters: CommunityFilters, { skip = false }: { skip?: boolean } = {}): CommunityPageResult {
  const client = useApolloClient();
  const { category, sortBy, search } = filters;
  const variables = useMemo(() => communityVariables({ category, sortBy, search }), [category, sortBy, search]);
  const cacheKey = communityCacheKey(variables);
  const { data } = useQuery(CommunityAgentsQuery, skip ? skipToken : { variables, fetchPolicy: 'cache-only' });
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);

  const refresh = useCallback(
    (force: boolean) => {
      const cached = client.readQuery({ query: CommunityAgentsQuery, variables });
      if (!force && cached && communityLedger.isFresh(cacheKey, Date.now())) return;
      loadCommunityPage(client, cacheKey, variables).then(
        () => setFailure((current) => (current?.key === cacheKey ? null : current)),
        (error: unknown) => {
          communityLedger.forget(cacheKey);
          setFailure({ key: cacheKey, message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    [client, cacheKey, variables],
  );

  useEffect(() => {
    if (!skip) refresh(false);
  }, [skip, refresh]);

  let state: CommunityPageState;
  if (failure?.key === cacheKey) state = { status: 'error', message: failure.message };
  else if (data?.communityAgents) state = { status: 'success', page: data.communityAgents };
  else state = { status: 'loading' };
  return { state, variables, cacheKey, refresh };
}
