import { useQuery, useSubscription } from '@apollo/client/react';
import type { DynamicsFieldsFragment } from '../../../gql/graphql';
import { AgentDynamicsQuery, AgentDynamicsUpdatesSubscription } from '../graphql/dynamicsOperations';

/**
 * The agent's dynamics: read when the modal opens, then pushed on every change (each
 * generated video as it lands; the design card: status pushed, not polled).
 */
export function useDynamics(agentId: string) {
  const query = useQuery(AgentDynamicsQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const live = useSubscription(AgentDynamicsUpdatesSubscription, { variables: { id: agentId } });
  const result = query.data?.agentDynamics;
  const dynamics: DynamicsFieldsFragment | null = live.data?.agentDynamicsUpdates ?? result?.dynamics ?? null;
  const failed = !dynamics && !query.loading && (Boolean(query.error) || result?.ok === false);
  return {
    dynamics,
    loading: !dynamics && query.loading,
    failed,
    retry: () => void query.refetch().catch(() => undefined),
  };
}
