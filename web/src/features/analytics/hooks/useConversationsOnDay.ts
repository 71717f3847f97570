import { useQuery } from '@apollo/client/react';
import { AgentConversationsOnDayQuery } from '../graphql/analyticsOperations';

/** The conversations that started on one day (in the zone), oldest first; nothing until a day is chosen. */
export function useConversationsOnDay(agentId: string, timeZone: string, day: string | null) {
  const query = useQuery(AgentConversationsOnDayQuery, {
    variables: { agentId, timeZone, day: day ?? '' },
    skip: !day,
    fetchPolicy: 'network-only',
  });
  return {
    conversations: query.data?.agentConversationsOnDay ?? [],
    loading: query.loading && !query.data,
    error: query.error ? query.error.message : null,
    retry: () => void query.refetch().catch(() => undefined),
  };
}
