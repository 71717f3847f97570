import { useMemo } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { AgentActionDialogProvider } from '../features/agent-actions/components/AgentActionDialogProvider';
import { agentDialogPanels } from './agent-dialog/agentDialogPanels';
import { AuthDialogProvider } from '../features/auth/components/AuthDialogProvider';
import type { ApolloSetup } from './apollo/createApolloSetup';
import { RealtimeContext } from '../shared/apollo/RealtimeContext';
import { AppRoutes } from './AppRoutes';
import { ToastLayer } from './ToastLayer';

/** Providers (Apollo, realtime socket control, auth and agent action dialogs, toasts) and the page for the path. */
export function App({ apollo }: { apollo: ApolloSetup }) {
  const realtime = useMemo(() => ({ restartWebSocket: apollo.restartWebSocket }), [apollo]);

  return (
    <ApolloProvider client={apollo.client}>
      <RealtimeContext.Provider value={realtime}>
        <AuthDialogProvider>
          <AgentActionDialogProvider panels={agentDialogPanels}>
            <AppRoutes />
          </AgentActionDialogProvider>
        </AuthDialogProvider>
        <ToastLayer />
      </RealtimeContext.Provider>
    </ApolloProvider>
  );
}
