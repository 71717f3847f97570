import { useAgentVote } from '../hooks/useAgentVote';
import { AgentVoteButton } from './AgentVoteButton';
import { VoteCelebration } from './VoteCelebration';

interface AgentCardVoteProps {
  agentId: string;
  votes: number;
  signedIn: boolean;
  celebration: 'star' | 'heart';
}

/** The vote button over the card's picture, and the celebration after a vote. */
export function AgentCardVote({ agentId, votes, signedIn, celebration }: AgentCardVoteProps) {
  const vote = useAgentVote(agentId, votes, signedIn);
  return (
    <>
      <AgentVoteButton votes={vote.votes} voting={vote.voting} onVote={vote.vote} />
      {vote.celebrating && <VoteCelebration kind={celebration} />}
    </>
  );
}
