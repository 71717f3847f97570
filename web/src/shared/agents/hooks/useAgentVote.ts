import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { TOAST_DURATION } from '../../model/toastDuration';
import { VoteAgentMutation } from '../graphql/voteAgentMutation';
import { createVoteTally } from '../model/createVoteTally';
import { VOTE_CELEBRATION_MS } from '../model/voteCelebrationMs';
import { voteFailureText } from '../model/voteFailureText';

// One tally for the page: every card of an agent, in any gallery, shows the same count.
const voteTally = createVoteTally();

export interface AgentVote {
  /** The highest count known (spec 002 4.4: it never drops). */
  votes: number;
  voting: boolean;
  /** True for 2 s after a counted vote (spec 002 2.10). */
  celebrating: boolean;
  vote: () => void;
}

/**
 * A card's vote button: sign-in required, one request at a time per agent, the count the
 * highest known value, the celebration after a vote and the spec's failure toast.
 */
export function useAgentVote(agentId: string, serverVotes: number, signedIn: boolean): AgentVote {
  const [voteAgent] = useMutation(VoteAgentMutation);
  const [celebrating, setCelebrating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const known = useSyncExternalStore(voteTally.subscribe, () => voteTally.get(agentId) ?? 0);
  const voting = useSyncExternalStore(voteTally.subscribe, () => voteTally.isVoting(agentId));

  useEffect(() => {
    voteTally.record(agentId, serverVotes);
  }, [agentId, serverVotes]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const vote = useCallback(() => {
    if (!signedIn) {
      toast.error('Sign in required', { description: 'Please sign in to vote on agents', duration: TOAST_DURATION.error });
      return;
    }
    if (!voteTally.begin(agentId)) return;
    const fail = (text: string) => toast.error('Voting failed', { description: text, duration: TOAST_DURATION.error });
    voteAgent({
      variables: { id: agentId },
      update: (cache, { data }) => {
        const votes = data?.voteAgent.votes;
        if (!data?.voteAgent.ok || typeof votes !== 'number') return;
        // Every list showing this agent gets the new total (never a lower one).
        cache.modify({
          id: cache.identify({ __typename: 'Agent', id: agentId }),
          fields: { votes: (current: number) => Math.max(current, votes) },
        });
      },
    })
      .then(({ data }) => {
        const result = data?.voteAgent;
        if (!result?.ok) return fail(voteFailureText(result?.error?.message));
        voteTally.record(agentId, result.votes);
        clearTimeout(timer.current);
        setCelebrating(true);
        timer.current = setTimeout(() => setCelebrating(false), VOTE_CELEBRATION_MS);
      })
      .catch((error: unknown) => fail(voteFailureText(null, error)))
      .finally(() => voteTally.finish(agentId));
  }, [agentId, signedIn, voteAgent]);

  return { votes: Math.max(known, serverVotes), voting, celebrating, vote };
}
