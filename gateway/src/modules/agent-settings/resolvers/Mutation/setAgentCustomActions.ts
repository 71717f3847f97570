import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { actionResult } from '../../../shared/action-result.js';
import { setAgentCustomActions as setActions } from '../../use-cases/agent-settings.js';

/** The GraphQL twin of PATCH /api/agents/{id} {custom_actions}. */
export const setAgentCustomActions: NonNullable<MutationResolvers['setAgentCustomActions']> = async (
  _parent,
  { id, customActions },
  context,
) => actionResult(await setActions(context.deps, context.user?.id ?? null, id, { custom_actions: customActions }));
