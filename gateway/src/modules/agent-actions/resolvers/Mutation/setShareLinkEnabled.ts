import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAnonymousAccess } from '../../use-cases/set-anonymous-access.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PUT /api/agents/{id}/sharing {sharing_enabled}: revokes or re-enables the share link. */
export const setShareLinkEnabled: NonNullable<MutationResolvers['setShareLinkEnabled']> = async (
  _parent,
  { id, enabled },
  context,
) => graphqlResult(setAnonymousAccess(context.deps, optionalCaller(context), id, { sharing_enabled: enabled }));
