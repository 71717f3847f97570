import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSession } from '../../shared/session/useSession';
import { SaveSignUpReferenceMutation } from '../graphql/saveSignUpReferenceMutation';
import { createReferenceStore, type ReferenceStorage } from '../model/createReferenceStore';

function localStorageOrNull(): ReferenceStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage refused (sandboxed frame, privacy settings).
  }
}

/**
 * Spec 002 4.7: a `ref` (or `reference`) on any landing URL is kept in localStorage; once a
 * session is signed in it is sent once and removed when the server has it. Failures are
 * ignored: the reference stays and goes with a later visit.
 */
export function useSignUpReference(): void {
  const session = useSession();
  const [save] = useMutation(SaveSignUpReferenceMutation);
  const sending = useRef(false);
  const [store] = useState(() => createReferenceStore(localStorageOrNull()));

  useEffect(() => {
    store.capture(window.location.search);
  }, [store]);

  useEffect(() => {
    if (session.status !== 'signedIn' || sending.current) return;
    const reference = store.pending();
    if (!reference) return;
    sending.current = true;
    save({ variables: { reference } })
      .then(({ data }) => {
        if (data) store.clear();
      })
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
      });
  }, [session.status, save, store]);
}
