import { useEffect, useState } from 'react';
import type { AgentModel } from '../../gql/graphql';
import { useRequestShareLink, type ShareLink } from './useRequestShareLink';

/** The share link of one agent, requested once the dialog opens; null until it is known. */
export function useAgentShareLink(agentId: string, model: AgentModel | null | undefined): ShareLink | null {
  const requestShareLink = useRequestShareLink();
  const key = `${agentId}:${model ?? ''}`;
  // Kept with the request it answers, so a link for another agent or model never shows.
  const [answer, setAnswer] = useState<{ key: string; link: ShareLink } | null>(null);

  useEffect(() => {
    let current = true;
    void requestShareLink(agentId, model).then((link) => {
      if (current) setAnswer({ key, link });
    });
    return () => {
      current = false;
    };
  }, [agentId, model, key, requestShareLink]);

  return answer?.key === key ? answer.link : null;
}
