import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { signedInCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { createAgent as createAgentUseCase, refusedAt } from '../../use-cases/create-agent.js';

/** The GraphQL twin of POST /api/generate-agent: the same use case, its input under the spec's field names. */
export const createAgent: NonNullable<MutationResolvers['createAgent']> = (_parent, { input }, context) => {
  const ownerId = signedInCaller(context);
  const created = createAgentUseCase(
    context.deps,
    { ownerId, host: context.host },
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
  return graphqlResult(
    created.then(({ agentId }) => ({ agentId, refusedAt: null })),
    (error) => ({ agentId: null, refusedAt: refusedAt(error) }),
  );
};
