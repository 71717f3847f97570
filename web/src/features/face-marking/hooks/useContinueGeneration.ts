import type { FaceBox } from '@avatarium/contracts';
import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import { sendMarkFace } from '../api/sendMarkFace';

/**
 * Resumes a generation paused for face marking (spec 002 4.2) through the markFace mutation. On
 * success the cached agent is marked handled at once, which hides the 'Help needed' prompt; the
 * next live update from the server replaces that guess with the real record.
 */
export function useContinueGeneration() {
  const client = useApolloClient();
  const [sending, setSending] = useState(false);

  const continueGeneration = useCallback(
    async (agentId: string, face: FaceBox | null): Promise<boolean> => {
      setSending(true);
      const failure = await sendMarkFace(client, agentId, face);
      setSending(false);
      if (failure !== null) {
        toast.error('Failed to Continue', {
          description: failure || 'An unexpected error occurred',
          duration: TOAST_DURATION.error,
        });
        return false;
      }
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Agent', id: agentId }),
        fields: { faceHandled: () => true },
      });
      toast.success('Generation Continued', {
        description: "Your agent generation will continue in the background. You'll be notified when it's ready!",
      });
      return true;
    },
    [client],
  );

  return { continueGeneration, sending };
}
