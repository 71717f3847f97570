import { voices } from '@avatarium/contracts';
import { z } from 'zod';

/**
 * The eleven built-in voices, all made from ONE neural voice (Piper en_US-joe-medium, a man's
 * voice around 90 Hz). Each name gets its own:
 * - pitch: factor on the voice's fundamental frequency (feminine 1.85-2.3x: about 165-205 Hz;
 *   masculine 0.88-1.25x: about 80-115 Hz).
 * - formant: factor on the resonances (vocal tract length): feminine 1.14-1.22x, as women's
 *   formants sit about 15-20 % higher; masculine 0.93-1.05x. Pitch beyond the formant factor is
 *   made by PSOLA (pitch-shift.ts), the formant factor by resampling (resample.ts); the model
 *   speaks `formant` times slower first, so the length comes out unchanged.
 * - lengthScale: speaking rate (> 1 slower), Piper's `length_scale`.
 * - noiseScale: how much the voice varies (Piper's `noise_scale`, 0.667 by default).
 * - noiseW: how much the rhythm varies (Piper's `noise_w`, 0.8 by default).
 */
export const VoiceSettings = z.object({
  pitch: z.number().min(0.5).max(3),
  formant: z.number().min(0.7).max(1.4),
  lengthScale: z.number().min(0.5).max(2),
  noiseScale: z.number().min(0).max(1.5),
  noiseW: z.number().min(0).max(1.5),
});
export type VoiceSettings = z.infer<typeof VoiceSettings>;

export type VoiceGender = 'feminine' | 'masculine';

export interface BuiltInVoice {
  gender: VoiceGender;
  /** What it sounds like, for docs and owners. */
  character: string;
  settings: VoiceSettings;
}

export const BUILT_IN_VOICES = {
  alloy: {
    gender: 'feminine',
    character: 'neutral, even',
    settings: { pitch: 2.0, formant: 1.17, lengthScale: 1.0, noiseScale: 0.667, noiseW: 0.8 },
  },
  coral: {
    gender: 'feminine',
    character: 'warm, a little quick',
    settings: { pitch: 2.1, formant: 1.2, lengthScale: 0.95, noiseScale: 0.75, noiseW: 0.85 },
  },
  nova: {
    gender: 'feminine',
    character: 'bright, quick, highest',
    settings: { pitch: 2.3, formant: 1.22, lengthScale: 0.92, noiseScale: 0.7, noiseW: 0.9 },
  },
  sage: {
    gender: 'feminine',
    character: 'calm, slow, lowest of the feminine',
    settings: { pitch: 1.85, formant: 1.14, lengthScale: 1.1, noiseScale: 0.5, noiseW: 0.6 },
  },
  shimmer: {
    gender: 'feminine',
    character: 'lively, varied',
    settings: { pitch: 2.2, formant: 1.18, lengthScale: 1.0, noiseScale: 0.85, noiseW: 1.0 },
  },
  ash: {
    gender: 'masculine',
    character: 'clear, slightly quick',
    settings: { pitch: 1.15, formant: 1.03, lengthScale: 0.96, noiseScale: 0.667, noiseW: 0.8 },
  },
  ballad: {
    gender: 'masculine',
    character: 'slow, warm, low',
    settings: { pitch: 0.95, formant: 0.97, lengthScale: 1.12, noiseScale: 0.6, noiseW: 0.7 },
  },
  echo: {
    gender: 'masculine',
    character: 'the model unchanged',
    settings: { pitch: 1.0, formant: 1.0, lengthScale: 1.0, noiseScale: 0.667, noiseW: 0.8 },
  },
  fable: {
    gender: 'masculine',
    character: 'lighter, lively storyteller',
    settings: { pitch: 1.25, formant: 1.05, lengthScale: 0.93, noiseScale: 0.8, noiseW: 0.95 },
  },
  onyx: {
    gender: 'masculine',
    character: 'deep, measured',
    settings: { pitch: 0.88, formant: 0.93, lengthScale: 1.05, noiseScale: 0.55, noiseW: 0.7 },
  },
  verse: {
    gender: 'masculine',
    character: 'low, expressive',
    settings: { pitch: 1.08, formant: 0.98, lengthScale: 0.98, noiseScale: 0.85, noiseW: 1.0 },
  },
} as const satisfies Record<string, BuiltInVoice>;

export type BuiltInVoiceName = keyof typeof BUILT_IN_VOICES;

/** Used for a voice name this engine does not know, by the gender the name hints at. */
export const FALLBACK_VOICES: Record<VoiceGender, BuiltInVoiceName> = { feminine: 'alloy', masculine: 'echo' };

export interface ResolvedVoice {
  name: BuiltInVoiceName;
  settings: VoiceSettings;
  /** True when the requested name was not a built-in voice (e.g. another provider's voice id). */
  fallback: boolean;
}

/**
 * A built-in name (any case) speaks as itself, a designed id with its own settings. Anything else (an ElevenLabs id left on an agent
 * after switching to the offline voice, say) still speaks rather than failing the turn: with a
 * feminine hint in the name (female, woman, girl, feminine) as `alloy`, otherwise as `echo`.
 */
export function resolveVoice(requested: string): ResolvedVoice {
  const key = requested.trim().toLowerCase();
  // A designed voice carries its own settings (voice.contracts.ts).
  const designed = voices.parseDesignedVoice(key);
  const settings = designed && VoiceSettings.safeParse(designed);
  if (settings?.success) {
    const gender: VoiceGender = settings.data.pitch >= 1.5 ? 'feminine' : 'masculine';
    return { name: FALLBACK_VOICES[gender], settings: settings.data, fallback: false };
  }
  if (Object.hasOwn(BUILT_IN_VOICES, key)) {
    const name = key as BuiltInVoiceName;
    return { name, settings: BUILT_IN_VOICES[name].settings, fallback: false };
  }
  const gender: VoiceGender = /female|feminine|woman|women|girl/.test(key) ? 'feminine' : 'masculine';
  const name = FALLBACK_VOICES[gender];
  return { name, settings: BUILT_IN_VOICES[name].settings, fallback: true };
}
