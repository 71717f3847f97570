import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { voteAgent as vote } from '../../use-cases/vote-agent.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of POST /api/agents/{id}/vote. */
export const voteAgent: NonNullable<MutationResolvers['voteAgent']> = async (_parent, { id }, context) =>
  graphqlResult(vote(context.deps, optionalCaller(context), id));
