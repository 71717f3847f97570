import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { CredentialsInput } from '../../../gql/graphql';
import type { AuthMode } from '../../../shared/session/authMode';
import { useRefreshSession } from '../../../shared/session/useRefreshSession';
import { SignInMutation } from '../graphql/signInMutation';
import { SignUpMutation } from '../graphql/signUpMutation';
import { networkFailure } from '../model/networkFailure';
import { toAuthOutcome, type AuthOutcome } from '../model/toAuthOutcome';

/**
 * Signs in or up. On success the gateway has set the session cookie: the subscription
 * socket is reopened and the cache refetched so every view sees the new user.
 */
export function useCredentialsMutation(): {
  submit: (mode: AuthMode, input: CredentialsInput) => Promise<AuthOutcome>;
  loading: boolean;
} {
  const [signIn, signInState] = useMutation(SignInMutation);
  const [signUp, signUpState] = useMutation(SignUpMutation);
  const refreshSession = useRefreshSession();

  const submit = useCallback(
    async (mode: AuthMode, input: CredentialsInput): Promise<AuthOutcome> => {
      let outcome: AuthOutcome;
      try {
        if (mode === 'signIn') {
          const { data } = await signIn({ variables: { input } });
          outcome = toAuthOutcome(data?.signIn);
        } else {
          const { data } = await signUp({ variables: { input } });
          outcome = toAuthOutcome(data?.signUp);
        }
      } catch (error) {
        return networkFailure(error);
      }
      if (outcome.ok) await refreshSession();
      return outcome;
    },
    [signIn, signUp, refreshSession],
  );

  return { submit, loading: signInState.loading || signUpState.loading };
}
