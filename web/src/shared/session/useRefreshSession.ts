import { useCallback, useContext } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { RealtimeContext } from '../apollo/RealtimeContext';

/**
 * After the session cookie changed (sign in, sign up, sign out): reopen the subscription
 * socket so it carries the new cookie, then drop cached data and refetch active queries.
 * Refetch failures are not thrown: a query cancelled because its view unmounted (the
 * balance after signing out) is expected, and real failures show in each query's state.
 */
export function useRefreshSession(): () => Promise<void> {
  const client = useApolloClient();
  const { restartWebSocket } = useContext(RealtimeContext);
  return useCallback(async () => {
    restartWebSocket();
    await client.resetStore().catch(() => undefined);
  }, [client, restartWebSocket]);
}
