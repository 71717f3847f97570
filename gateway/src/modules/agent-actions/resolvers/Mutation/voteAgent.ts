import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { voteAgent as vote } from '../../use-cases/vote-agent.js';

/** The GraphQL twin of POST /api/agents/{id}/vote. */
export const voteAgent: NonNullable<MutationResolvers['voteAgent']> = async (_parent, { id }, context) => {
  const result = await vote(context.deps, context.user?.id ?? null, id);
  return result.ok ? { ok: true, votes: result.votes, error: null } : { ok: false, votes: null, error: result.error };
};
