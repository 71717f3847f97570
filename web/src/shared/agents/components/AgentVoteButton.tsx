import { VoteHeart } from './VoteHeart';
import './AgentVoteButton.css';

interface AgentVoteButtonProps {
  votes: number;
  voting: boolean;
  onVote: () => void;
}

/** The card's top-right vote button with its count (spec 002 2.5). */
export function AgentVoteButton({ votes, voting, onVote }: AgentVoteButtonProps) {
  return (
    <button
      type="button"
      className="agent-vote"
      aria-label={`Vote for this agent (${votes} ${votes === 1 ? 'vote' : 'votes'})`}
      // Not `disabled`: a click while a vote runs must still not reach the card (it is ignored).
      aria-busy={voting}
      aria-disabled={voting}
      data-testid="agent-card-vote"
      data-votes={votes}
      onClick={(event) => {
        // The card itself opens the action dialog; a vote is not a click on the card.
        event.stopPropagation();
        onVote();
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <VoteHeart votes={votes} />
    </button>
  );
}
