import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { AgentModel } from '../../gql/graphql';
import { ShareLinkMutation } from './shareLinkMutation';
import { resolveShareUrl } from './resolveShareUrl';

export interface ShareLink {
  url: string;
  /** From the server when it answered; null means "go by the agent's own setting". */
  anonymous: boolean | null;
}

/**
 * Asks the server for the agent's share link (spec 002 section 7). Any failure gives the
 * fallback link (the viewer address plus the agent id), never an error on screen.
 */
export function useRequestShareLink(): (agentId: string, model?: AgentModel | null) => Promise<ShareLink> {
  const [shareLink] = useMutation(ShareLinkMutation);
  return useCallback(
    async (agentId, model) => {
      const origin = window.location.origin;
      try {
        const { data } = await shareLink({ variables: { id: agentId, model: model ?? undefined } });
        const result = data?.shareLink;
        if (result?.ok) return { url: resolveShareUrl(result.shareUrl, origin, agentId), anonymous: result.anonymous ?? null };
      } catch {
        // The fallback below.
      }
      return { url: resolveShareUrl(null, origin, agentId), anonymous: null };
    },
    [shareLink],
  );
}
