import { Gender, voices } from '@avatarium/contracts';
import { z } from 'zod';

/** GET /api/voice/gallery?language= */
export const GalleryQuery = z.object({ language: voices.VoiceLanguage.optional() });

/** POST /api/voice/preview {voice_id, language}: the sample text is ours (nobody makes the engine read theirs). */
export const PreviewBody = z.object({
  voice_id: z.string({ error: 'voice_id is required' }).trim().min(1, 'voice_id is required').max(100),
  language: voices.VoiceLanguage.default('en'),
});

/** POST /api/voice/apply {code, voice_id, gender, language (default multi)}. */
export const ApplyBody = z.object({
  code: z.string({ error: 'code is required' }),
  voice_id: z.string({ error: 'voice_id is required' }).trim().min(1, 'voice_id is required').max(100),
  gender: Gender.optional(),
  language: voices.VoiceLanguage.default('multi'),
  /** The design transaction the voice came from (recorded as applied). */
  transaction_id: z.string().max(64).optional(),
});

/**
 * The persona as PATCH /api/agents/{id} sends it, any of: name, description, system_prompt (or
 * prompt), language (or languages[0]; multiLingual means multi), gender.
 */
export const PersonaBody = z
  .object({
    name: z.string().optional(),
    description: z.string().nullish(),
    system_prompt: z.string().optional(),
    prompt: z.string().optional(),
    language: z.string().optional(),
    languages: z.array(z.string()).optional(),
    multiLingual: z.boolean().optional(),
    gender: z.string().optional(),
  })
  .transform((body) => {
    // Only what was sent: a PATCH of some fields keeps the others.
    const language = body.multiLingual ? 'multi' : (body.language ?? body.languages?.[0]);
    const fields = {
      name: body.name,
      description: body.description ?? undefined,
      system_prompt: body.system_prompt ?? body.prompt,
      language,
      gender: body.gender,
    };
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  });
