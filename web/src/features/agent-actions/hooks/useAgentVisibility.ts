import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import type { SetAgentVisibilityMutation as SetAgentVisibilityMutationType } from '../../../gql/graphql';
import { SetAgentVisibilityMutation } from '../graphql/setAgentVisibilityMutation';
import { useOptimisticAgentUpdate } from './useOptimisticAgentUpdate';

/**
 * Spec 002 4.3: public with a category, private without one. The cache shows the new state at
 * once (optimistic); a refusal or a failure rolls it back, so the toggle reverts by itself.
 */
export function useAgentVisibility() {
  const [setVisibility] = useMutation(SetAgentVisibilityMutation);
  const { run, updating } = useOptimisticAgentUpdate('Failed to update agent visibility');

  const update = useCallback(
    (agent: { id: string; category: string }, makePublic: boolean, category?: string): Promise<boolean> => {
      const visibility = makePublic ? 'public' : 'private';
      const nextCategory = makePublic && category ? category : agent.category;
      return run(
        async () => {
          const { data } = await setVisibility({
            variables: { id: agent.id, visibility, category: makePublic ? category : undefined },
            // With __typename the cache can identify the agent (generated types leave it out).
            optimisticResponse: {
              setAgentVisibility: {
                __typename: 'AgentActionResult',
                ok: true,
                error: null,
                agent: { __typename: 'Agent', id: agent.id, visibility, category: nextCategory },
              },
            } as SetAgentVisibilityMutationType,
          });
          return data?.setAgentVisibility;
        },
        (updated) => {
          if (makePublic) {
            toast.success('Agent Made Public', {
              description: `Visible in Community under ${updated?.category ?? nextCategory}`,
            });
          } else {
            toast.success('Agent Made Private', { description: 'Only visible to you' });
          }
        },
      );
    },
    [run, setVisibility],
  );

  return { update, updating };
}
