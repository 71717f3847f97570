import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { AgentCard } from '../../../shared/agents/components/AgentCard';
import { cardFadeDelay } from '../../../shared/agents/model/cardFadeDelay';
import { MY_AGENT_TOOLTIP } from '../model/myAgentTooltip';

interface MyAgentCardProps {
  agent: AgentCardFieldsFragment;
  /** Its place in the list: the cards fade in one after another. */
  index: number;
  onMarkFace: (agent: AgentCardFieldsFragment) => void;
}

/** One of the user's own cards, the same in the grid and in a date row (spec 002 2.1 / 2.4). */
export function MyAgentCard({ agent, index, onMarkFace }: MyAgentCardProps) {
  return (
    <AgentCard
      agent={agent}
      gallery="user"
      signedIn
      showVotes
      tooltip={MY_AGENT_TOOLTIP}
      onMarkFace={onMarkFace}
      style={{ animationDelay: cardFadeDelay(index) }}
    />
  );
}
