import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setVisibility } from '../../use-cases/set-visibility.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PATCH /api/agents/{id} {visibility, category?}. */
export const setAgentVisibility: NonNullable<MutationResolvers['setAgentVisibility']> = async (
  _parent,
  { id, visibility, category },
  context,
) => graphqlResult(setVisibility(context.deps, optionalCaller(context), id, { visibility, category: category ?? undefined }));
