import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { requireUser } from '../../../shared/require-user.js';
import { markFace as markFaceUseCase } from '../../use-cases/mark-face.js';

/** The GraphQL twin of POST /api/continue-generation: the same use case. */
export const markFace: NonNullable<MutationResolvers['markFace']> = async (_parent, { input }, context) => {
  const { user } = requireUser(context);
  const result = await markFaceUseCase(
    context.deps,
    { userId: user.id },
    {
      agent_id: input.agentId,
      face_coordinates: input.face,
    },
  );
  return result.ok ? { ok: true, agentId: result.agentId, error: null } : { ok: false, agentId: null, error: result.error };
};
