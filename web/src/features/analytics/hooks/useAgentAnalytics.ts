import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import {
  AgentAnalyticsQuery,
  AgentConversationsOnDayQuery,
  ConversationAnalyticsChangedSubscription,
} from '../graphql/analyticsOperations';

export interface DateRange {
  from: string | null;
  to: string | null;
}

/**
 * The agent's analytics in a zone and range, counted on the server. While a new zone or range
 * loads, the previous figures stay on screen; a conversation that ends or changes refetches
 * the open figures and the open day's list.
 */
export function useAgentAnalytics(agentId: string, timeZone: string, range: DateRange) {
  const client = useApolloClient();
  const query = useQuery(AgentAnalyticsQuery, {
    variables: { agentId, timeZone, from: range.from, to: range.to },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useSubscription(ConversationAnalyticsChangedSubscription, {
    variables: { agentId },
    onData: () => {
      void client.refetchQueries({ include: [AgentAnalyticsQuery, AgentConversationsOnDayQuery] }).catch(() => undefined);
    },
  });
  const analytics = query.data?.agentAnalytics ?? query.previousData?.agentAnalytics ?? null;
  return {
    analytics,
    loading: query.loading,
    error: query.error && !query.loading ? query.error.message : null,
    retry: () => void query.refetch().catch(() => undefined),
  };
}
