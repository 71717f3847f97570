import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { SetAgentCategoryMutation } from '../graphql/setAgentCategoryMutation';
import { useOptimisticAgentUpdate } from './useOptimisticAgentUpdate';

/** Spec 002 2.9 / section 8: 'Category Updated' or 'Update Failed'; owner only on the server. */
export function useAgentCategory() {
  const [setCategory] = useMutation(SetAgentCategoryMutation);
  const { run, updating } = useOptimisticAgentUpdate('Failed to update category');

  const update = useCallback(
    (agentId: string, category: string): Promise<boolean> =>
      run(
        async () => (await setCategory({ variables: { id: agentId, category } })).data?.setAgentCategory,
        (agent) => {
          toast.success('Category Updated', { description: `Agent category changed to ${agent?.category ?? category}` });
        },
      ),
    [run, setCategory],
  );

  return { update, updating };
}
