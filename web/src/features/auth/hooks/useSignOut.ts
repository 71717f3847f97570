import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import { useRefreshSession } from '../../../shared/session/useRefreshSession';
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
    } catch {
      setSigningOut(false);
      toast.error('Sign out failed', {
        description: 'Please check your connection and try again.',
        duration: TOAST_DURATION.error,
      });
      return;
    }
    await refreshSession();
    setSigningOut(false);
    toast.success('Signed out');
  }, [mutate, refreshSession]);

  return { signOut, signingOut };
}
