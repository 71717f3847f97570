import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { signedInCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { markFace as markFaceUseCase } from '../../use-cases/mark-face.js';

/** The GraphQL twin of POST /api/continue-generation: the same use case, its input as it is. */
export const markFace: NonNullable<MutationResolvers['markFace']> = (_parent, { input }, context) =>
  graphqlResult(markFaceUseCase(context.deps, signedInCaller(context), input), { agentId: null });
