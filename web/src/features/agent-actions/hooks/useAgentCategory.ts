import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { showErrorNotice } from '../../../shared/model/showErrorNotice';
import { SetAgentCategoryMutation } from '../graphql/setAgentCategoryMutation';
import { changeAgentCategory } from '../model/categoryChange';

/**
 * Spec 002 2.9 / section 8, the Change Category dialog: 'Category Updated', or 'Error' with the
 * server's words, 'Server error: {status} {statusText}' or the default text. Owner only on the server.
 */
export function useAgentCategory() {
  const [setCategory] = useMutation(SetAgentCategoryMutation);
  const [updating, setUpdating] = useState(false);

  const update = useCallback(
    async (agentId: string, category: string): Promise<boolean> => {
      setUpdating(true);
      const outcome = await changeAgentCategory(
        async () => (await setCategory({ variables: { id: agentId, category } })).data?.setAgentCategory,
        category,
      );
      setUpdating(false);
      if (!outcome.ok) {
        showErrorNotice(outcome.failure);
        return false;
      }
      toast.success('Category Updated', { description: `Agent category changed to ${outcome.category}` });
      return true;
    },
    [setCategory],
  );

  return { update, updating };
}
