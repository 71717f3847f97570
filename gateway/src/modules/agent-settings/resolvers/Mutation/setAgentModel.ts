import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAgentModel as setModel } from '../../use-cases/agent-settings.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PUT /api/agents/{id}/model. */
export const setAgentModel: NonNullable<MutationResolvers['setAgentModel']> = async (_parent, { id, model }, context) =>
  graphqlResult(setModel(context.deps, optionalCaller(context), id, { model }), { regenerating: false });
