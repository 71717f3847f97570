import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAgentDeployment as setDeployment } from '../../use-cases/agent-settings.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PUT /api/agents/{id}/sharing {share:{deployment}}. */
export const setAgentDeployment: NonNullable<MutationResolvers['setAgentDeployment']> = async (
  _parent,
  { id, deployment },
  context,
) => graphqlResult(setDeployment(context.deps, optionalCaller(context), id, { share: { deployment } }));
