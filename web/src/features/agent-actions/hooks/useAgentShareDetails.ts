import { useQuery } from '@apollo/client/react';
import type { AgentShareFieldsFragment } from '../../../gql/graphql';
import { AgentShareDetailsQuery } from '../graphql/agentShareDetailsQuery';

/** Ownership, sharing state and export fields of the agent a dialog is open for. */
export function useAgentShareDetails(agentId: string): { details: AgentShareFieldsFragment | null; loading: boolean } {
  const { data, loading } = useQuery(AgentShareDetailsQuery, { variables: { id: agentId }, fetchPolicy: 'cache-and-network' });
  return { details: data?.viewerAgent.agent ?? null, loading: loading && !data };
}
