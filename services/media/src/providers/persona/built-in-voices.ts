import type { Gender } from '@avatarium/contracts';
import { seededIndex } from '../seeded.js';
import type { PersonaDraft } from './persona-writer.js';

/** The built-in voices (ARCHITECTURE.md providers table), by the gender they sound. */
export const BUILT_IN_VOICES: Record<Gender, readonly string[]> = {
  feminine: ['alloy', 'coral', 'nova', 'sage', 'shimmer'],
  masculine: ['ash', 'ballad', 'echo', 'fable', 'onyx', 'verse'],
};

/**
 * For a persona whose gender nothing tells (a unisex or unknown name, no gendered words): the
 * two voices nearest the middle, the lowest feminine one (sage, about 165 Hz offline) and the
 * lightest masculine one (fable, about 112 Hz).
 */
export const NEUTRAL_VOICES: Record<Gender, string> = { feminine: 'sage', masculine: 'fable' };

/**
 * A built-in voice for the language and gender. Every voice speaks every language, so the
 * language only spreads agents of one language over the voices; the prompt makes it stable.
 */
export function chooseBuiltInVoice(language: string, gender: Gender, seed: string): string {
  const voices = BUILT_IN_VOICES[gender];
  return voices[seededIndex(`${language}:${seed}`, voices.length)]!;
}

/** The writer's voice when it is a built-in voice of the persona's gender, else one chosen for it. */
export function voiceOfPersona(draft: PersonaDraft, seed: string): string {
  const proposed = draft.voice_id?.trim().toLowerCase();
  if (proposed && BUILT_IN_VOICES[draft.gender].includes(proposed)) return proposed;
  return chooseBuiltInVoice(draft.language, draft.gender, seed);
}
