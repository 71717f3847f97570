import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setVisibility } from '../../use-cases/set-visibility.js';
import { actionResult } from '../../../shared/action-result.js';

/** The GraphQL twin of PATCH /api/agents/{id} {visibility, category?}. */
export const setAgentVisibility: NonNullable<MutationResolvers['setAgentVisibility']> = async (
  _parent,
  { id, visibility, category },
  context,
) =>
  actionResult(await setVisibility(context.deps, context.user?.id ?? null, id, { visibility, category: category ?? undefined }));
