import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import type { SetAnonymousAccessMutation as SetAnonymousAccessMutationType } from '../../../gql/graphql';
import { SetAnonymousAccessMutation } from '../graphql/setAnonymousAccessMutation';
import { useOptimisticAgentUpdate } from './useOptimisticAgentUpdate';

/** Spec 002 2.11: anonymous access on or off, optimistic, reverting on failure. */
export function useAnonymousAccess() {
  const [setAnonymousAccess] = useMutation(SetAnonymousAccessMutation);
  const { run, updating } = useOptimisticAgentUpdate('Failed to update sharing configuration');

  const update = useCallback(
    (agentId: string, enabled: boolean): Promise<boolean> =>
      run(
        async () => {
          const { data } = await setAnonymousAccess({
            variables: { id: agentId, enabled },
            // With __typename the cache can identify the agent (generated types leave it out).
            optimisticResponse: {
              setAnonymousAccess: {
                __typename: 'AgentActionResult',
                ok: true,
                error: null,
                agent: { __typename: 'Agent', id: agentId, anonymousEnabled: enabled },
              },
            } as SetAnonymousAccessMutationType,
          });
          return data?.setAnonymousAccess;
        },
        () => {
          toast.success(enabled ? 'Anonymous Access Enabled' : 'Anonymous Access Disabled', {
            description: enabled
              ? 'Anyone with the link can talk to this agent; you cover the usage.'
              : 'Viewers must sign in and use their own credits.',
          });
        },
      ),
    [run, setAnonymousAccess],
  );

  return { update, updating };
}
