import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setCategory } from '../../use-cases/set-category.js';
import { actionResult } from '../../../shared/action-result.js';

/** The GraphQL twin of PATCH /api/agents/{id}/category. */
export const setAgentCategory: NonNullable<MutationResolvers['setAgentCategory']> = async (_parent, { id, category }, context) =>
  actionResult(await setCategory(context.deps, context.user?.id ?? null, id, { category }));
