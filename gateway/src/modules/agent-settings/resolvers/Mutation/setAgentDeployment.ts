import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { actionResult } from '../../../shared/action-result.js';
import { setAgentDeployment as setDeployment } from '../../use-cases/agent-settings.js';

/** The GraphQL twin of PUT /api/agents/{id}/sharing {share:{deployment}}. */
export const setAgentDeployment: NonNullable<MutationResolvers['setAgentDeployment']> = async (
  _parent,
  { id, deployment },
  context,
) => actionResult(await setDeployment(context.deps, context.user?.id ?? null, id, { share: { deployment } }));
