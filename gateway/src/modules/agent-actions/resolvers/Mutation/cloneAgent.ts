import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { cloneAgent as clone } from '../../use-cases/clone-agent.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of POST /api/agents/{id}/clone. */
export const cloneAgent: NonNullable<MutationResolvers['cloneAgent']> = async (_parent, { id }, context) =>
  graphqlResult(clone(context.deps, optionalCaller(context), id));
