import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ShopifyMcpFieldsFragment, ShopifyMcpInput } from '../../../gql/graphql';
import { AgentShopifyQuery, SetAgentShopifyMcpMutation, ValidateAgentShopifyMcpMutation } from '../graphql/shopOperations';
import { validationOutcome, type ValidationOutcome } from '../model/validationOutcome';

export type ShopSettings = ShopifyMcpFieldsFragment;

/**
 * The agent's shop integration as the server holds it, read when the modal opens. `save`
 * shows the change at once and puts the previous value back when the server refuses it
 * (spec 003 section 4); it answers null when saved, else the reason ('' when unknown).
 */
export function useShopifySettings(agentId: string) {
  const query = useQuery(AgentShopifyQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const [local, setLocal] = useState<ShopSettings | null>(null);
  const settings = local ?? query.data?.agent?.shopifyMcp ?? null;
  const [saveMutation] = useMutation(SetAgentShopifyMcpMutation);
  const [validateMutation] = useMutation(ValidateAgentShopifyMcpMutation);

  const save = useCallback(
    async (change: ShopifyMcpInput, optimistic = true): Promise<string | null> => {
      // Saves overlap (the owner changes one setting after another): each touches only its fields.
      const fields = Object.keys(change) as Array<keyof ShopSettings>;
      const before = settings && pick(settings, fields);
      if (optimistic && settings) setLocal((current) => ({ ...(current ?? settings), ...(change as Partial<ShopSettings>) }));
      try {
        const { data } = await saveMutation({ variables: { id: agentId, shopifyMcp: change } });
        const result = data?.setAgentShopifyMcp;
        if (!result?.ok || !result.shopifyMcp) throw new Error(result?.error?.message ?? '');
        const saved = result.shopifyMcp;
        // Enabling also brings the store's functions: the whole block; otherwise the fields saved.
        const whole = 'enabled' in change || 'url' in change;
        setLocal((current) => (whole || !current ? saved : { ...current, ...pick(saved, fields) }));
        return null;
      } catch (error) {
        if (before) setLocal((current) => (current ? { ...current, ...before } : current));
        return error instanceof Error ? error.message : '';
      }
    },
    [agentId, saveMutation, settings],
  );

  const validate = useCallback(
    async (url: string): Promise<ValidationOutcome> => {
      try {
        const { data } = await validateMutation({ variables: { id: agentId, url } });
        return validationOutcome(data?.validateAgentShopifyMcp);
      } catch (error) {
        return validationOutcome(undefined, error);
      }
    },
    [agentId, validateMutation],
  );

  const failed = Boolean(query.error) || (!query.loading && query.data !== undefined && !query.data.agent?.shopifyMcp);
  const retry = () => void query.refetch().catch(() => undefined);
  return { settings, loading: query.loading && !settings, failed: failed && !settings, retry, save, validate };
}

const pick = (settings: ShopSettings, fields: Array<keyof ShopSettings>): Partial<ShopSettings> =>
  Object.fromEntries(fields.map((field) => [field, settings[field]]));
