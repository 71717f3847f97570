import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { deleteAgent as remove } from '../../use-cases/delete-agent.js';

/** The GraphQL twin of DELETE /api/agents. */
export const deleteAgent: NonNullable<MutationResolvers['deleteAgent']> = async (_parent, { id }, context) => {
  const result = await remove(context.deps, context.user?.id ?? null, { agentId: id });
  return result.ok ? { ok: true, agentId: result.agentId, error: null } : { ok: false, agentId: null, error: result.error };
};
