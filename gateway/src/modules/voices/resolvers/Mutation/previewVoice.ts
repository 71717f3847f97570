import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { refusalOf } from '../../../shared/refusal.js';
import { previewVoice as preview } from '../../use-cases/voices.js';

/** The GraphQL twin of POST /api/voice/preview: the audio as a signed URL. */
export const previewVoice: NonNullable<MutationResolvers['previewVoice']> = async (_parent, { voiceId, language }, context) => {
  try {
    const made = await preview(context.deps, context.user?.id ?? null, { voice_id: voiceId, language: language ?? undefined });
    const audioUrl = await context.deps.storage.signedUrl(made.audioKey, 3600);
    return {
      ok: true,
      preview: { audioUrl, contentType: made.contentType, durationMs: made.durationMs, cached: made.cached },
      error: null,
    };
  } catch (error) {
    return { ok: false, preview: null, error: refusalOf(error) };
  }
};
