import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { cloneAgent as clone } from '../../use-cases/clone-agent.js';
import { actionResult } from '../../../shared/action-result.js';

/** The GraphQL twin of POST /api/agents/{id}/clone. */
export const cloneAgent: NonNullable<MutationResolvers['cloneAgent']> = async (_parent, { id }, context) =>
  actionResult(await clone(context.deps, context.user?.id ?? null, id));
