import { useFragment } from '@apollo/client/react';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { AgentCardFields } from '../../../shared/agents/components/agentCardFields';

/**
 * The card's agent as the cache has it now (status, name and media change live), or the
 * snapshot the card passed when the cache does not hold it whole (a list read over REST).
 */
export function useLiveCardAgent(snapshot: AgentCardFieldsFragment): AgentCardFieldsFragment {
  const { data, complete } = useFragment({
    fragment: AgentCardFields,
    fragmentName: 'AgentCardFields',
    from: { __typename: 'Agent', id: snapshot.id },
  });
  return complete ? data : snapshot;
}
