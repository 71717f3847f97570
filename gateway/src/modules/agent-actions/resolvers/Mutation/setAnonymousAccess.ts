import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAnonymousAccess as setAccess } from '../../use-cases/set-anonymous-access.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PUT /api/agents/{id}/sharing. */
export const setAnonymousAccess: NonNullable<MutationResolvers['setAnonymousAccess']> = async (
  _parent,
  { id, enabled },
  context,
) => graphqlResult(setAccess(context.deps, optionalCaller(context), id, { share: { anonymous_enabled: enabled } }));
