import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { deleteAgent as remove } from '../../use-cases/delete-agent.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of DELETE /api/agents. */
export const deleteAgent: NonNullable<MutationResolvers['deleteAgent']> = async (_parent, { id }, context) =>
  graphqlResult(remove(context.deps, optionalCaller(context), { agentId: id }));
