import { useCallback, useEffect, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import type { VoiceTransactionFieldsFragment } from '../../../gql/graphql';
import { VoiceTransactionQuery, VoiceTransactionUpdatesSubscription } from '../graphql/voiceOperations';

/** Spec 001 section 9: clients that poll ask every 3 s. */
const POLL_MS = 3000;

/**
 * A voice transaction (a design or a clone) followed live over the subscription, with the 3 s
 * poll alongside while it is processing (a dropped socket still learns the outcome).
 */
export function useVoiceTransaction() {
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const variables = { transactionId: transactionId ?? '' };
  const live = useSubscription(VoiceTransactionUpdatesSubscription, { variables, skip: !transactionId });
  const polled = useQuery(VoiceTransactionQuery, { variables, skip: !transactionId, fetchPolicy: 'network-only' });
  const transaction: VoiceTransactionFieldsFragment | null =
    live.data?.voiceTransactionUpdates ?? polled.data?.voiceTransaction ?? null;
  const processing = transactionId !== null && (!transaction || transaction.status === 'processing');

  const { startPolling, stopPolling } = polled;
  useEffect(() => {
    if (!processing) return stopPolling();
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [processing, startPolling, stopPolling]);

  const reset = useCallback(() => setTransactionId(null), []);
  return { follow: setTransactionId, transaction, processing, reset, following: transactionId !== null };
}

export type VoiceTransactionFollower = ReturnType<typeof useVoiceTransaction>;
