import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAgentModel as setModel } from '../../use-cases/agent-settings.js';

/** The GraphQL twin of PUT /api/agents/{id}/model. */
export const setAgentModel: NonNullable<MutationResolvers['setAgentModel']> = async (_parent, { id, model }, context) => {
  const result = await setModel(context.deps, context.user?.id ?? null, id, { model });
  return result.ok
    ? { ok: true, agent: result.agent, regenerating: result.regenerating, error: null }
    : { ok: false, agent: null, regenerating: false, error: result.error };
};
