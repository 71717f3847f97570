import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import { CloneAgentMutation } from '../graphql/cloneAgentMutation';
import { addCloneToMyAgents } from '../model/addCloneToMyAgents';
import { failureText } from '../model/failureText';

const UNEXPECTED = 'An unexpected error occurred';

/** The my-agents tab, by hash: the workspace's tab hook follows hash changes (spec 002 2.1). */
function showMyAgents(): void {
  if (window.location.pathname === '/' && window.location.hash !== '#my-agents') window.location.hash = 'my-agents';
}

/**
 * Spec 002 2.6 / section 8: 'Cloning...' while busy, 'Agent Cloned' or 'Failed to Clone', and a
 * successful clone switches the workspace to my-agents, where the copy is listed at once.
 */
export function useCloneAgent() {
  const [cloneAgent] = useMutation(CloneAgentMutation);
  const [cloning, setCloning] = useState(false);

  const clone = useCallback(
    async (agentId: string, name: string | null | undefined): Promise<boolean> => {
      setCloning(true);
      try {
        const { data } = await cloneAgent({
          variables: { id: agentId },
          update: (cache, { data: answer }) => {
            const copy = answer?.cloneAgent.agent;
            if (answer?.cloneAgent.ok && copy) addCloneToMyAgents(cache, copy.id);
          },
        });
        const result = data?.cloneAgent;
        if (!result?.ok) {
          toast.error('Failed to Clone', { description: failureText(result?.error, UNEXPECTED), duration: TOAST_DURATION.error });
          return false;
        }
        toast.success('Agent Cloned', { description: `${name || UNTITLED_AGENT} has been successfully cloned to your agents` });
        showMyAgents();
        return true;
      } catch {
        toast.error('Failed to Clone', { description: UNEXPECTED, duration: TOAST_DURATION.error });
        return false;
      } finally {
        setCloning(false);
      }
    },
    [cloneAgent],
  );

  return { clone, cloning };
}
