import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setCategory } from '../../use-cases/set-category.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PATCH /api/agents/{id}/category. */
export const setAgentCategory: NonNullable<MutationResolvers['setAgentCategory']> = async (_parent, { id, category }, context) =>
  graphqlResult(setCategory(context.deps, optionalCaller(context), id, { category }));
