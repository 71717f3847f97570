import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAnonymousAccess } from '../../use-cases/set-anonymous-access.js';
import { actionResult } from '../../../shared/action-result.js';

/** The GraphQL twin of PUT /api/agents/{id}/sharing {sharing_enabled}: revokes or re-enables the share link. */
export const setShareLinkEnabled: NonNullable<MutationResolvers['setShareLinkEnabled']> = async (
  _parent,
  { id, enabled },
  context,
) => actionResult(await setAnonymousAccess(context.deps, context.user?.id ?? null, id, { sharing_enabled: enabled }));
