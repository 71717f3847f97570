import { useCallback, useEffect } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { toast } from 'sonner';
import type { AgentSettingsFieldsFragment, CustomActionsInput, UiOverlayInput } from '../../../gql/graphql';
import { AgentSettingsQuery } from '../graphql/agentSettingsQuery';
import {
  SetAgentCustomActionsMutation,
  SetAgentDeploymentMutation,
  SetAgentModelMutation,
  SetAgentUiOverlayMutation,
} from '../graphql/agentSettingsMutations';

export type AgentSettings = AgentSettingsFieldsFragment;
type Result = { ok: boolean; error?: { message: string } | null } | undefined;

/** What a save returns: the server's reason when it refused, null when it was saved. */
async function saved(call: () => Promise<Result>): Promise<string | null> {
  try {
    const result = await call();
    return result?.ok ? null : (result?.error?.message ?? '');
  } catch (error) {
    return error instanceof Error ? error.message : '';
  }
}

/**
 * The agent's settings as the server holds them now (read fresh when a dialog opens, and again
 * by `reload` when a sub-dialog opens) and the four saves. Each save answers null when saved,
 * else the reason (the caller words its toast).
 */
export function useAgentSettings(agentId: string) {
  const query = useQuery(AgentSettingsQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const client = useApolloClient();
  const [setModel] = useMutation(SetAgentModelMutation);
  const [setOverlay] = useMutation(SetAgentUiOverlayMutation);
  const [setActions] = useMutation(SetAgentCustomActionsMutation);
  const [setDeployment] = useMutation(SetAgentDeploymentMutation);

  /** Null when saved; `regenerating` when the agent had no model and is being generated again instead. */
  const saveModel = useCallback(
    async (model: 'essence' | 'expression'): Promise<string | null | 'regenerating'> => {
      let regenerating = false;
      const reason = await saved(async () => {
        const result = (await setModel({ variables: { id: agentId, model } })).data?.setAgentModel;
        regenerating = Boolean(result?.regenerating);
        return result;
      });
      return reason === null && regenerating ? 'regenerating' : reason;
    },
    [agentId, setModel],
  );
  const saveOverlay = useCallback(
    (uiOverlay: UiOverlayInput) =>
      saved(async () => (await setOverlay({ variables: { id: agentId, uiOverlay } })).data?.setAgentUiOverlay),
    [agentId, setOverlay],
  );
  const saveCustomActions = useCallback(
    (customActions: CustomActionsInput) =>
      saved(async () => (await setActions({ variables: { id: agentId, customActions } })).data?.setAgentCustomActions),
    [agentId, setActions],
  );
  const saveDeployment = useCallback(
    (deployment: string) =>
      saved(async () => (await setDeployment({ variables: { id: agentId, deployment } })).data?.setAgentDeployment),
    [agentId, setDeployment],
  );

  /** The settings read again from the server (a sub-dialog opening); rejects when the read fails. */
  const reload = useCallback(
    async (): Promise<AgentSettings | null> =>
      (await client.query({ query: AgentSettingsQuery, variables: { id: agentId }, fetchPolicy: 'network-only' })).data?.agent ??
      null,
    [agentId, client],
  );

  // Spec 001 section 8: a providers save anywhere (another dialog, another tab's script) reloads the agent.
  const { refetch } = query;
  useEffect(() => {
    const reload = () => void refetch().catch(() => undefined);
    window.addEventListener('agentProviderUpdated', reload);
    return () => window.removeEventListener('agentProviderUpdated', reload);
  }, [refetch]);

  return {
    agent: query.data?.agent ?? null,
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    retry: () => void query.refetch().catch(() => undefined),
    reload,
    saveModel,
    saveOverlay,
    saveCustomActions,
    saveDeployment,
  };
}

/** The spec's failure toast: its title, with the server's reason or the default text. */
export function failureToast(title: string, reason: string, fallback: string): void {
  toast.error(title, { description: reason || fallback });
}
