import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AgentConversationBudgetQuery, SetAgentConversationBudgetMutation } from '../graphql/conversationBudgetOperations';

/**
 * The owner's monthly conversation budget of the agent (read fresh when the settings open) and
 * its save: null when saved, else the server's reason ('' when it gave none).
 */
export function useConversationBudget(agentId: string) {
  const query = useQuery(AgentConversationBudgetQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const [setBudget] = useMutation(SetAgentConversationBudgetMutation);

  const save = useCallback(
    async (monthlyCredits: number | null): Promise<string | null> => {
      try {
        const result = (await setBudget({ variables: { id: agentId, monthlyCredits } })).data?.setAgentConversationBudget;
        return result?.ok ? null : (result?.error?.message ?? '');
      } catch (error) {
        return error instanceof Error ? error.message : '';
      }
    },
    [agentId, setBudget],
  );

  return {
    budget: query.data?.agent?.conversationBudget ?? null,
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    save,
  };
}
