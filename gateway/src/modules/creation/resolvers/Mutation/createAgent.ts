import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { requireUser } from '../../../shared/require-user.js';
import { createAgent as createAgentUseCase } from '../../use-cases/create-agent.js';

/** The GraphQL twin of POST /api/generate-agent: the same use case, its input under the spec's field names. */
export const createAgent: NonNullable<MutationResolvers['createAgent']> = async (_parent, { input }, context) => {
  const { user } = requireUser(context);
  const result = await createAgentUseCase(
    context.deps,
    { userId: user.id, host: context.host },
    {
      prompt: input.prompt,
      image_url: input.imageUrl,
      video_url: input.videoUrl,
      audio_url: input.audioUrl,
      aspect_ratio: input.aspectRatio,
      video_aspect_ratio: input.videoAspectRatio,
      agent_id: input.agentId,
      duration: input.duration,
      model: input.model,
    },
  );
  if (result.ok) return { ok: true, agentId: result.agentId, error: null, refusedAt: null };
  return { ok: false, agentId: null, error: result.error, refusedAt: result.step === 'input' ? 'INPUT' : 'START' };
};
