import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/toast/toastDuration';
import { useRefreshSession } from '../../session/hooks/useRefreshSession';
import { SignOutMutation } from '../graphql/signOutMutation';

/** Signs out, reopens the socket without the cookie and clears the cached data. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [mutate] = useMutation(SignOutMutation);
  const refreshSession = useRefreshSession();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await mutate();
      await refreshSession();
      toast.success('Signed out');
    } catch {
      toast.error('Sign out failed', {
        description: 'Please check your connection and try again.',
        duration: TOAST_DURATION.error,
      });
    } finally {
      setSigningOut(false);
    }
  }, [mutate, refreshSession]);

  return { signOut, signingOut };
}
