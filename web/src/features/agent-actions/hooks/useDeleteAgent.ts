import { useCallback, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import { DeleteAgentMutation } from '../graphql/deleteAgentMutation';

/**
 * Spec 002 4.5 / section 8: deletes an own agent; 'Agent deleted' or 'Error'. The agent leaves
 * the cache at once, so every list drops its card without waiting for the removal event.
 */
export function useDeleteAgent() {
  const client = useApolloClient();
  const [deleteAgent] = useMutation(DeleteAgentMutation);
  const [deleting, setDeleting] = useState(false);

  const remove = useCallback(
    async (agentId: string, name: string | null | undefined): Promise<boolean> => {
      setDeleting(true);
      try {
        const { data } = await deleteAgent({ variables: { id: agentId } });
        if (!data?.deleteAgent.ok) throw new Error(data?.deleteAgent.error?.message ?? 'Failed to delete agent');
        client.cache.evict({ id: client.cache.identify({ __typename: 'Agent', id: agentId }) });
        client.cache.gc();
        toast.success('Agent deleted', { description: `"${name || UNTITLED_AGENT}" has been permanently deleted.` });
        return true;
      } catch {
        toast.error('Error', { description: 'Failed to delete agent. Please try again.', duration: TOAST_DURATION.error });
        return false;
      } finally {
        setDeleting(false);
      }
    },
    [client, deleteAgent],
  );

  return { remove, deleting };
}
