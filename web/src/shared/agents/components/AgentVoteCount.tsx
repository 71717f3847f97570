import { VoteHeart } from './VoteHeart';
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
      <VoteHeart votes={votes} />
    </span>
  );
}
