import './AgentVoteButton.css';

/** The vote count on the viewer's own agent: shown, not a button (owners do not vote for their own agents). */
export function AgentVoteCount({ votes }: { votes: number }) {
  const label = `${votes} ${votes === 1 ? 'vote' : 'votes'}`;
  return (
    <span
      className="agent-vote agent-vote--own"
      role="img"
      aria-label={`${label} (your agent)`}
      title="You cannot vote for your own agent"
      data-testid="agent-card-vote"
      data-votes={votes}
    >
      <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill="currentColor"
        />
      </svg>
      <span className="agent-vote__count">{votes}</span>
    </span>
  );
}
