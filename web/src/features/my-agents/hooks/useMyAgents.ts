import { useCallback, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { mergeAgentUpdate } from '../cache/mergeAgentUpdate';
import { MyAgentUpdatesSubscription } from '../graphql/myAgentUpdatesSubscription';
import { MyAgentsQuery } from '../graphql/myAgentsQuery';
import { useRefetchOnVisible } from './useRefetchOnVisible';

export interface MyAgentsState {
  agents: readonly AgentCardFieldsFragment[];
  loading: boolean;
  error: string | null;
}

/**
 * The signed-in user's agents, live. `myAgentUpdates` yields every agent as it is now and
 * then each change; each one is merged into the `myAgents` list, and since agents are
 * normalised by id in the cache, every view of an agent updates without a reload. The list
 * is fetched again whenever the browser tab becomes visible.
 */
export function useMyAgents(): MyAgentsState {
  const { data, loading, error, refetch, subscribeToMore } = useQuery(MyAgentsQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });

  useEffect(
    () =>
      subscribeToMore({
        document: MyAgentUpdatesSubscription,
        updateQuery: (_unsafe, { subscriptionData, previousData, complete }) => {
          // Before the list has loaded, the query's own answer brings the current agents.
          if (!complete) return undefined;
          return { ...previousData, myAgents: mergeAgentUpdate(previousData.myAgents, subscriptionData.data.myAgentUpdates) };
        },
      }),
    [subscribeToMore],
  );

  useRefetchOnVisible(
    useCallback(() => {
      void refetch().catch(() => undefined);
    }, [refetch]),
  );

  const agents = data?.myAgents ?? [];
  return {
    agents,
    loading: loading && !data,
    error: !data && error ? error.message : null,
  };
}
