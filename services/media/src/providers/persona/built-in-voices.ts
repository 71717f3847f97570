import type { Gender } from '@avatarium/contracts';
import { seededIndex } from '../seeded.js';

/** The built-in voices (ARCHITECTURE.md providers table), by the gender they sound. */
export const BUILT_IN_VOICES: Record<Gender, readonly string[]> = {
  feminine: ['alloy', 'coral', 'nova', 'sage', 'shimmer'],
  masculine: ['ash', 'ballad', 'echo', 'fable', 'onyx', 'verse'],
};

/**
 * A built-in voice for the language and gender. Every voice speaks every language, so the
 * language only spreads agents of one language over the voices; the prompt makes it stable.
 */
export function chooseBuiltInVoice(language: string, gender: Gender, seed: string): string {
  const voices = BUILT_IN_VOICES[gender];
  return voices[seededIndex(`${language}:${seed}`, voices.length)]!;
}
