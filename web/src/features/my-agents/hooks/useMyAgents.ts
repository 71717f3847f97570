import { useCallback, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import type { AgentCardFieldsFragment, AgentSort } from '../../../gql/graphql';
import { useRefetchOnVisible } from '../../../shared/hooks/useRefetchOnVisible';
import { mergeAgentUpdate } from '../model/mergeAgentUpdate';
import { removeAgent } from '../model/removeAgent';
import { MyAgentRemovalsSubscription } from '../graphql/myAgentRemovalsSubscription';
import { MyAgentUpdatesSubscription } from '../graphql/myAgentUpdatesSubscription';
import { MyAgentsQuery } from '../../../shared/agents/graphql/myAgentsQuery';

export interface MyAgentsState {
  agents: readonly AgentCardFieldsFragment[];
  loading: boolean;
  error: string | null;
}

/**
 * The signed-in user's agents in the chosen order, live. `myAgentUpdates` yields every agent
 * as it is now and then each change; each one is merged into the list, and since agents are
 * normalised by id in the cache, every view of an agent updates without a reload.
 * `myAgentRemovals` takes deleted agents out. The list is fetched again whenever the
 * browser tab becomes visible.
 */
export function useMyAgents(sortBy: AgentSort): MyAgentsState {
  const { data, previousData, loading, error, refetch, subscribeToMore } = useQuery(MyAgentsQuery, {
    variables: { sortBy },
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

  useEffect(
    () =>
      subscribeToMore({
        document: MyAgentRemovalsSubscription,
        updateQuery: (_unsafe, { subscriptionData, previousData, complete }) => {
          if (!complete) return undefined;
          const myAgents = removeAgent(previousData.myAgents, subscriptionData.data.myAgentRemovals);
          return myAgents === previousData.myAgents ? undefined : { ...previousData, myAgents: [...myAgents] };
        },
      }),
    [subscribeToMore],
  );

  useRefetchOnVisible(
    useCallback(() => {
      void refetch().catch(() => undefined);
    }, [refetch]),
  );

  // While another order loads, the cards stay (in the old order) instead of flashing placeholders.
  const shown = data ?? previousData;
  return {
    agents: shown?.myAgents ?? [],
    loading: loading && !shown,
    error: !shown && error ? error.message : null,
  };
}
