import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import { failureText } from '../model/failureText';

/** What every agent-setting mutation answers: ok, the changed agent, or the server's error. */
type AgentUpdateResult<TAgent> = {
  ok: boolean;
  agent?: TAgent | null;
  error?: { message?: string | null } | null;
};

/**
 * One agent setting changed on the server (spec 002 section 8): 'Update Failed' with the server's
 * words or the default text on a refusal or a failure, the caller's success toast otherwise. An
 * optimisticResponse passed to the mutation is rolled back by Apollo when the answer is not ok
 * or the request fails, so a toggle reverts by itself.
 */
export function useOptimisticAgentUpdate(defaultFailure: string) {
  const [updating, setUpdating] = useState(false);

  const run = useCallback(
    async <TAgent>(
      mutate: () => Promise<AgentUpdateResult<TAgent> | null | undefined>,
      onSuccess: (agent: TAgent | null | undefined) => void,
    ): Promise<boolean> => {
      setUpdating(true);
      try {
        const result = await mutate();
        if (!result?.ok) {
          toast.error('Update Failed', {
            description: failureText(result?.error, defaultFailure),
            duration: TOAST_DURATION.error,
          });
          return false;
        }
        onSuccess(result.agent);
        return true;
      } catch {
        toast.error('Update Failed', { description: defaultFailure, duration: TOAST_DURATION.error });
        return false;
      } finally {
        setUpdating(false);
      }
    },
    [defaultFailure],
  );

  return { run, updating };
}
