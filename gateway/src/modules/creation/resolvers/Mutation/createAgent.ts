import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { signedInCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { createAgent as createAgentUseCase, refusedAt } from '../../use-cases/create-agent.js';

/** The GraphQL twin of POST /api/generate-agent: the same use case, its input as it is. */
export const createAgent: NonNullable<MutationResolvers['createAgent']> = (_parent, { input }, context) =>
  graphqlResult(
    createAgentUseCase(context.deps, { ownerId: signedInCaller(context), host: context.host }, input).then(({ agentId }) => ({
      agentId,
      refusedAt: null,
    })),
    (error) => ({ agentId: null, refusedAt: refusedAt(error) }),
  );
