import { useMemo } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { Toaster } from 'sonner';
import { AuthDialogProvider } from '../features/auth/components/AuthDialogProvider';
import { MainPage } from '../features/main/components/MainPage';
import { TOAST_DURATION } from '../shared/toast/toastDuration';
import type { ApolloSetup } from './apollo/createApolloSetup';
import { RealtimeContext } from './apollo/RealtimeContext';
import { NotFoundPage } from './NotFoundPage';

/** Providers (Apollo, realtime socket control, auth dialog, toasts) and the page for the path. */
export function App({ apollo }: { apollo: ApolloSetup }) {
  const realtime = useMemo(() => ({ restartWebSocket: apollo.restartWebSocket }), [apollo]);
  const isRoot = window.location.pathname === '/' || window.location.pathname === '/index.html';

  return (
    <ApolloProvider client={apollo.client}>
      <RealtimeContext.Provider value={realtime}>
        <AuthDialogProvider>{isRoot ? <MainPage /> : <NotFoundPage />}</AuthDialogProvider>
        <Toaster
          theme="dark"
          position="bottom-right"
          richColors
          closeButton
          duration={TOAST_DURATION.default}
          toastOptions={{ className: 'toast' }}
        />
      </RealtimeContext.Provider>
    </ApolloProvider>
  );
}
