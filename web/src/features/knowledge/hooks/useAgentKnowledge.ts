import { useCallback, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import type { KnowledgeStateFieldsFragment } from '../../../gql/graphql';
import {
  AgentKnowledgeQuery,
  KnowledgeUpdatesSubscription,
  GenerateFaqFromPdfMutation,
  GenerateFaqFromWebsiteMutation,
  SetAgentFaqMutation,
  SetKnowledgeAnsweringMutation,
  ToggleRagMutation,
} from '../graphql/knowledgeOperations';
import type { AnsweringChange } from '../model/answeringChoice';

export type KnowledgeState = KnowledgeStateFieldsFragment;
/** The later of two states of the same agent's knowledge (either may be missing). */
const newer = (a: KnowledgeState | null, b: KnowledgeState | null) => (!a ? b : !b ? a : a.updatedAt > b.updatedAt ? a : b);

type Result = { ok: boolean; state?: KnowledgeState | null; error?: { message: string } | null } | undefined;

/**
 * An agent's FAQ knowledge as the server holds it: read when the modal opens, then followed
 * live (upload, index progress, toggle, unanswered questions). The newest state wins, whichever
 * path brought it. Each other save answers null when done, else the reason.
 */
export function useAgentKnowledge(agentId: string) {
  const query = useQuery(AgentKnowledgeQuery, { variables: { id: agentId }, fetchPolicy: 'network-only' });
  const [latest, setLatest] = useState<KnowledgeState | null>(null);
  const take = useCallback((next: KnowledgeState | null | undefined) => {
    if (!next) return;
    setLatest((current) => newer(current, next));
  }, []);
  const state = newer(query.data?.agentKnowledge ?? null, latest);
  useSubscription(KnowledgeUpdatesSubscription, {
    variables: { id: agentId },
    skip: !state,
    onData: ({ data }) => take(data.data?.knowledgeUpdates),
  });

  const [setFaq] = useMutation(SetAgentFaqMutation);
  const [toggle] = useMutation(ToggleRagMutation);
  const [fromWebsite] = useMutation(GenerateFaqFromWebsiteMutation);
  const [fromPdf] = useMutation(GenerateFaqFromPdfMutation);
  const [answering] = useMutation(SetKnowledgeAnsweringMutation);
  const settle = useCallback(
    async (call: () => Promise<Result>): Promise<string | null> => {
      try {
        const result = await call();
        if (!result?.ok) return result?.error?.message || '';
        take(result.state);
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : '';
      }
    },
    [take],
  );

  return {
    state,
    loading: query.loading && !query.data,
    failed: query.error ? query.error.message : null,
    retry: () => void query.refetch().catch(() => undefined),
    /** The server's reply as it is (the CSV upload words each failure, spec 003 section 8); throws without one. */
    saveFaq: async (faq: string) => {
      const reply = (await setFaq({ variables: { id: agentId, faq } })).data?.setAgentFaq;
      if (reply?.ok) take(reply.state);
      return reply;
    },
    generateFromPdf: (pdf: string) =>
      settle(async () => (await fromPdf({ variables: { id: agentId, pdf } })).data?.generateFaqFromPdf),
    generateFromWebsite: (url: string) =>
      settle(async () => (await fromWebsite({ variables: { id: agentId, url } })).data?.generateFaqFromWebsite),
    toggleRag: (enabled: boolean) => settle(async () => (await toggle({ variables: { id: agentId, enabled } })).data?.toggleRag),
    /** Answer only from the FAQ, and the sentence for a question it has no answer to. */
    setAnswering: (change: AnsweringChange) =>
      settle(async () => (await answering({ variables: { id: agentId, ...change } })).data?.setKnowledgeAnswering),
  };
}
