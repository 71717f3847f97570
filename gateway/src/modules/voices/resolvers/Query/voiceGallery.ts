import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { getVoiceGallery } from '../../use-cases/voices.js';

/** The GraphQL twin of GET /api/voice/gallery. */
export const voiceGallery: NonNullable<QueryResolvers['voiceGallery']> = (_parent, { language }, context) =>
  getVoiceGallery(context.deps, context.user?.id ?? null, { language: language ?? undefined });
