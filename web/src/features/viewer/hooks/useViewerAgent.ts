import { useQuery, useSubscription } from '@apollo/client/react';
import type { ViewerAgentFieldsFragment } from '../../../gql/graphql';
import { ViewerAgentQuery } from '../graphql/viewerAgentQuery';
import { ViewerAgentUpdatesSubscription } from '../graphql/viewerAgentUpdatesSubscription';

export type ViewerState =
  | { status: 'loading' }
  | { status: 'ready'; agent: ViewerAgentFieldsFragment }
  | { status: 'signInRequired' }
  | { status: 'unavailable' }
  | { status: 'error'; message: string; retry: () => void };

/**
 * The agent behind the viewer route, as far as this caller may see it. After signing in the
 * store is reset (useRefreshSession), which asks again, so a login-required link opens.
 */
export function useViewerAgent(agentId: string, share: string | null): ViewerState {
  const { data, error, refetch } = useQuery(ViewerAgentQuery, { variables: { id: agentId, share } });
  // The owner's changes (overlays, custom actions) arrive here and land in the cached agent, which re-renders the viewer.
  useSubscription(ViewerAgentUpdatesSubscription, { variables: { id: agentId, share }, skip: !data?.viewerAgent.agent });

  if (data) {
    const { agent, requiresSignIn } = data.viewerAgent;
    if (agent) return { status: 'ready', agent };
    return { status: requiresSignIn ? 'signInRequired' : 'unavailable' };
  }
  if (error) return { status: 'error', message: error.message, retry: () => void refetch().catch(() => undefined) };
  return { status: 'loading' };
}
