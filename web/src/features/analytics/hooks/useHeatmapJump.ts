import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AgentConversationsOnDayQuery } from '../graphql/analyticsOperations';
import { daysOnWeekday, firstMatchingConversation } from '../model/heatmapMatch';

interface DayCount {
  day: string;
  conversations: number;
}

export interface HistoryFocus {
  day: string;
  conversationId: string | null;
}

/**
 * Spec 003 2.1: a heatmap cell (weekday × hour, in the zone) leads to the first conversation
 * with a message in that hour: the range's days on that weekday are read oldest first until
 * one holds such a conversation. Null when none does (the counts changed meanwhile).
 */
export function useHeatmapJump(agentId: string, timeZone: string, days: readonly DayCount[]) {
  const client = useApolloClient();
  return useCallback(
    async (weekday: number, hour: number): Promise<HistoryFocus | null> => {
      const candidates = daysOnWeekday(days, weekday);
      for (const day of candidates) {
        const { data } = await client.query({
          query: AgentConversationsOnDayQuery,
          variables: { agentId, timeZone, day },
          fetchPolicy: 'network-only',
        });
        const match = firstMatchingConversation(data?.agentConversationsOnDay ?? [], timeZone, weekday, hour);
        if (match) return { day, conversationId: match.id };
      }
      return candidates[0] ? { day: candidates[0], conversationId: null } : null;
    },
    [client, agentId, timeZone, days],
  );
}
