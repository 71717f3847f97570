import type { RequestOf, ReplyOf, catalogActions } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { AGENT_NOT_FOUND, visibleOrNotFound } from './agent-access.js';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { announceChange } from './announce-change.js';
import { voteWeight } from './trending-score.js';

/** Votes rank other people's agents: an owner's own vote would only inflate theirs. */
export const OWN_AGENT_VOTE = 'You cannot vote for your own agent.';

type Input = RequestOf<typeof catalogActions.voteAgent>;
type Reply = ReplyOf<typeof catalogActions.voteAgent>;

/**
 * One vote per user per agent, no toggle, never for one's own agent. The vote document goes in first (its unique index
 * turns a repeat or a concurrent double into a no-op), then one atomic $inc counts it.
 * Concurrent votes of different users each count exactly once.
 */
export async function voteAgent(deps: AgentActionsDeps, input: Input, now: Date): Promise<Reply> {
  const { agent } = visibleOrNotFound(await deps.agents.findVisibleTo(input.agentId, input.userId), input.userId);
  if (agent.ownerId === input.userId) throw new AppError('FORBIDDEN', OWN_AGENT_VOTE);
  const isNew = await deps.votes.insert(agent.id, input.userId, now);
  if (!isNew) return { agentId: agent.id, votes: agent.votes, counted: false };
  const counted = await deps.agents.community.addVote(agent.id, voteWeight(now));
  if (!counted) {
    // Deleted in between: drop the vote so a later agent under the same code starts clean.
    await deps.votes.deleteForAgent(agent.id);
    throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  }
  await announceChange(deps, counted);
  return { agentId: counted.id, votes: counted.votes, counted: true };
}
