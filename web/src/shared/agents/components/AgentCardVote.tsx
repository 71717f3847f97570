import { useAgentVote } from '../hooks/useAgentVote';
import { AgentVoteButton } from './AgentVoteButton';
import { AgentVoteCount } from './AgentVoteCount';
import { VoteCelebration } from './VoteCelebration';

interface AgentCardVoteProps {
  agentId: string;
  votes: number;
  signedIn: boolean;
  celebration: 'star' | 'heart';
  /** The viewer's own agent: the count shows, but an owner does not vote for their own agent. */
  own?: boolean;
}

/** The vote button over the card's picture, and the celebration after a vote. */
export function AgentCardVote({ agentId, votes, signedIn, celebration, own = false }: AgentCardVoteProps) {
  const vote = useAgentVote(agentId, votes, signedIn);
  if (own) return <AgentVoteCount votes={vote.votes} />;
  return (
    <>
      <AgentVoteButton votes={vote.votes} voting={vote.voting} onVote={vote.vote} />
      {vote.celebrating && <VoteCelebration kind={celebration} />}
    </>
  );
}
