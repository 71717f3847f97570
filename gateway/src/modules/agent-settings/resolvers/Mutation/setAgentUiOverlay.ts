import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { actionResult } from '../../../shared/action-result.js';
import { setAgentUiOverlay as setOverlay } from '../../use-cases/agent-settings.js';

/** The GraphQL twin of PUT /api/agents/{id}/ui-overlay. */
export const setAgentUiOverlay: NonNullable<MutationResolvers['setAgentUiOverlay']> = async (
  _parent,
  { id, uiOverlay },
  context,
) => actionResult(await setOverlay(context.deps, context.user?.id ?? null, id, uiOverlay));
