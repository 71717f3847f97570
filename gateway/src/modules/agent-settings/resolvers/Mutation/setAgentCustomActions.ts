import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAgentCustomActions as setActions } from '../../use-cases/agent-settings.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PATCH /api/agents/{id} {custom_actions}. */
export const setAgentCustomActions: NonNullable<MutationResolvers['setAgentCustomActions']> = async (
  _parent,
  { id, customActions },
  context,
) => graphqlResult(setActions(context.deps, optionalCaller(context), id, { custom_actions: customActions }));
