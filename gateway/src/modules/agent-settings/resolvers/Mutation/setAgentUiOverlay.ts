import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAgentUiOverlay as setOverlay } from '../../use-cases/agent-settings.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PUT /api/agents/{id}/ui-overlay. */
export const setAgentUiOverlay: NonNullable<MutationResolvers['setAgentUiOverlay']> = async (
  _parent,
  { id, uiOverlay },
  context,
) => graphqlResult(setOverlay(context.deps, optionalCaller(context), id, uiOverlay));
