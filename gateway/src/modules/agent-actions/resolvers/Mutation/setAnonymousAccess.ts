import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAnonymousAccess as setAccess } from '../../use-cases/set-anonymous-access.js';
import { actionResult } from '../../../shared/action-result.js';

/** The GraphQL twin of PUT /api/agents/{id}/sharing. */
export const setAnonymousAccess: NonNullable<MutationResolvers['setAnonymousAccess']> = async (
  _parent,
  { id, enabled },
  context,
) => actionResult(await setAccess(context.deps, context.user?.id ?? null, id, { share: { anonymous_enabled: enabled } }));
