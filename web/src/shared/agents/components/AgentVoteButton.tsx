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
      <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill="currentColor"
        />
      </svg>
      <span className="agent-vote__count">{votes}</span>
    </button>
  );
}
