import { z } from 'zod';
import { defineEvent, defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { AgentId } from '../catalog/agent-id.js';
import { Gender } from '../catalog/agent.js';

/**
 * Voices (spec 001 "Persona and voice", sections 3, 7, 9; issue 10), answered by the
 * conversation service, which owns the speech engine: what it can speak, and a preview of it.
 */

/** Spec 001 section 9: the built-in voice names by gender. */
export const BUILT_IN_VOICES = {
  feminine: ['alloy', 'coral', 'nova', 'sage', 'shimmer'],
  masculine: ['ash', 'ballad', 'echo', 'fable', 'onyx', 'verse'],
} as const;
export const BUILT_IN_VOICE_NAMES: readonly string[] = [...BUILT_IN_VOICES.feminine, ...BUILT_IN_VOICES.masculine];

/** `multi` (Global) or a language code: 2 or 3 letters, an optional region. */
export const VoiceLanguage = z
  .string()
  .trim()
  .regex(/^(multi|global|[a-z]{2,3}(-[A-Za-z]{2,4})?)$/, 'language must be multi or a language code such as en or pt-BR');

/** Spec 001 section 3, Voice (gallery). */
export const GalleryVoice = z.object({
  id: z.string(),
  name: z.string(),
  /** What it speaks: a code, or multi for any language. */
  language: z.string(),
  gender: Gender,
  description: z.string(),
});
export type GalleryVoice = z.infer<typeof GalleryVoice>;

/** GET /api/voice/gallery: the voices that can speak `language` (all when omitted), by gender. */
export const voiceGallery = defineRequest(
  'conversation.voice.gallery',
  z.object({ language: VoiceLanguage.optional() }),
  z.object({
    male: z.array(GalleryVoice),
    female: z.array(GalleryVoice),
    /** The engine that speaks them (say so honestly: an offline voice or a provider). */
    engine: z.string(),
    /** Spec 001: Design Voice and Clone Voice show only when the engine supports them. */
    capabilities: z.object({ design: z.boolean(), clone: z.boolean() }).default({ design: false, clone: false }),
  }),
);

export const PREVIEW_MAX_LENGTH = 300;

/**
 * POST /api/voice/preview: a sample spoken now by the engine in that voice and language,
 * stored under `audioKey` (kept and reused for the same engine, voice, language and text).
 */
export const voicePreview = defineRequest(
  'conversation.voice.preview',
  z.object({
    voice_id: z.string().trim().min(1).max(100),
    language: VoiceLanguage.default('en'),
    text: z.string().trim().max(PREVIEW_MAX_LENGTH).optional(),
  }),
  z.object({
    audioKey: z.string(),
    contentType: z.string(),
    durationMs: z.number().nonnegative(),
    cached: z.boolean(),
    text: z.string(),
  }),
);

/**
 * A designed voice is the offline engine's voice shaped by five settings, and its id carries
 * them (nothing to look up when it speaks): `designed:p2.10-f1.18-l0.95-n0.70-w0.85` for pitch,
 * formant, length (pace), noise (variation) and rhythm.
 */
export const DESIGNED_VOICE_PATTERN = /^designed:p(\d\.\d\d)-f(\d\.\d\d)-l(\d\.\d\d)-n(\d\.\d\d)-w(\d\.\d\d)$/;

export interface DesignedVoiceSettings {
  pitch: number;
  formant: number;
  lengthScale: number;
  noiseScale: number;
  noiseW: number;
}

export function designedVoiceId(settings: DesignedVoiceSettings): string {
  const f = (value: number) => value.toFixed(2);
  return `designed:p${f(settings.pitch)}-f${f(settings.formant)}-l${f(settings.lengthScale)}-n${f(settings.noiseScale)}-w${f(settings.noiseW)}`;
}

export function parseDesignedVoice(id: string): DesignedVoiceSettings | null {
  const match = DESIGNED_VOICE_PATTERN.exec(id);
  if (!match) return null;
  const [pitch, formant, lengthScale, noiseScale, noiseW] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { pitch, formant, lengthScale, noiseScale, noiseW };
}

export const VoiceTransactionStatus = z.enum(['processing', 'completed', 'failed', 'applied', 'rejected']);

/** Spec 001 section 3, Voice design result, plus what the owner decided. */
export const VoiceTransaction = z.object({
  transaction_id: z.string(),
  kind: z.enum(['design', 'clone']),
  status: VoiceTransactionStatus,
  agent_id: AgentId,
  voice_data: z
    .object({ id: z.string(), name: z.string(), gender: Gender, language: z.string(), description: z.string() })
    .nullable(),
  /** The sample the new voice spoke (a storage key), to preview before applying. */
  preview_key: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type VoiceTransaction = z.infer<typeof VoiceTransaction>;

export const VOICE_PROMPT_MAX_LENGTH = 1000;

/** POST /api/voice/generate: a voice from a written description, made as a transaction. */
export const designVoice = defineRequest(
  'conversation.voice.design',
  z.object({
    ownerId: UserId,
    agent_id: AgentId,
    prompt: z.string().trim().min(1, 'Please enter a voice prompt.').max(VOICE_PROMPT_MAX_LENGTH),
    language: VoiceLanguage.default('en'),
    gender: Gender.optional(),
  }),
  z.object({ transaction_id: z.string() }),
);

/**
 * POST /api/voice/clone: a voice from a recorded sample (stored under `audio_key`, the owner's
 * upload). Offline it is the closest match the offline voice can make, labelled as such.
 */
export const cloneVoice = defineRequest(
  'conversation.voice.clone',
  z.object({
    ownerId: UserId,
    agent_id: AgentId,
    audio_key: z.string().min(1).max(500),
    voice_name: z.string().trim().max(80).optional(),
    language: VoiceLanguage.default('en'),
    gender: Gender.optional(),
  }),
  z.object({ transaction_id: z.string() }),
);

/** GET /api/voice/query?transaction_id=: the transaction as it is now (its owner only). */
export const getVoiceTransaction = defineRequest(
  'conversation.voice.transaction',
  z.object({ ownerId: UserId, transaction_id: z.string().max(64) }),
  VoiceTransaction,
);

/** The owner applied the new voice to the agent, or rejected it. */
export const settleVoiceTransaction = defineRequest(
  'conversation.voice.settle',
  z.object({ ownerId: UserId, transaction_id: z.string().max(64), outcome: z.enum(['applied', 'rejected']) }),
  VoiceTransaction,
);

/** Every status change of a transaction, for its owner's browsers. */
export const voiceTransactionChanged = defineEvent(
  'conversation.voice.transaction-changed',
  z.object({ ownerId: UserId, transaction: VoiceTransaction }),
);

/** Spec 001 section 3, Provider voice entry: a voice of the owner's ElevenLabs account. */
export const ProviderVoice = z.object({
  id: z.string(),
  name: z.string(),
  /** premade, cloned, generated, professional, ... as ElevenLabs names them. */
  category: z.string(),
  gender: z.string().nullable(),
  accent: z.string().nullable(),
  supported_languages: z.array(z.string()),
  description: z.string().nullable(),
  preview_url: z.string().nullable(),
});
export type ProviderVoice = z.infer<typeof ProviderVoice>;

/** GET /api/voice/elevenlabs?provider_id=: the voices of the owner's ElevenLabs key. */
export const elevenLabsVoices = defineRequest(
  'conversation.voice.elevenlabs',
  z.object({ ownerId: UserId, provider_id: z.string().max(64).optional() }),
  z.object({ voices: z.array(ProviderVoice) }),
);
