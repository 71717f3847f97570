import type { SpokenSentence, VisemeName } from './types.js';

/**
 * Mouth shapes from what an engine says it is pronouncing and when: IPA phonemes (the offline
 * voice) or characters (ElevenLabs' alignment). One mapping for every engine, so an avatar's
 * mouth moves the same way whichever voice speaks.
 *
 *   rest    lips at rest: silence, pauses
 *   closed  lips pressed: p b m
 *   teeth   lower lip to the upper teeth: f v
 *   slight  small opening: most consonants, reduced vowels (ə ɚ ɜ)
 *   open    jaw open: a ɑ æ ɐ ʌ
 *   wide    lips spread: i ɪ e ɛ j
 *   round   lips rounded: o u ʊ ɔ w ʃ ʒ and front rounded vowels
 */

export type VisemeCue = SpokenSentence['visemes'][number];

/** A symbol (phoneme or character) and the span of the audio it occupies. */
export interface TimedSymbol {
  symbol: string;
  startMs: number;
  endMs: number;
}

/** `undefined`: the symbol has no shape of its own (stress, length, word gap) and extends the one before. */
export type VisemeOf = (symbol: string) => VisemeName | undefined;

const PHONEME_VISEMES: Record<string, VisemeName> = {};
function assign(viseme: VisemeName, symbols: string): void {
  for (const symbol of symbols) PHONEME_VISEMES[symbol] = viseme;
}
assign('rest', '.,;:!?¡¿…—–');
assign('closed', 'pbmɸβʙ');
assign('teeth', 'fvʋɱ');
assign('open', 'aɑæɐʌɶɒ');
assign('wide', 'iɪeɛɨᵻɘɯjʝçɪ̈');
assign('round', 'ouʊɔwʍyʏøœɵʉɥɞʃʒʂʐ');
assign('slight', 'əɚɜɝɤ');

const MODIFIERS = /^[\sˈˌːˑ‿_\p{M}]$/u; // stress, length, tie, syllabic / nasal marks, Piper's pad

/**
 * Shape of one IPA phoneme. A multi-letter phoneme (a diphthong such as aɪ, an affricate such as
 * tʃ) takes the shape of its first letter that has one: the mouth heads there first.
 */
export function visemeOfPhoneme(phoneme: string): VisemeName | undefined {
  for (const symbol of phoneme.normalize('NFD')) {
    if (MODIFIERS.test(symbol)) continue;
    const known = PHONEME_VISEMES[symbol];
    if (known) return known;
    if (/\p{L}/u.test(symbol)) return 'slight'; // any other consonant
    return 'rest'; // other punctuation: a pause
  }
  return undefined;
}

const LETTER_VISEMES: Record<string, VisemeName> = {};
function assignLetters(viseme: VisemeName, letters: string): void {
  for (const letter of letters) LETTER_VISEMES[letter] = viseme;
}
assignLetters('open', 'aаяæ');
assignLetters('wide', 'eiyеэиы');
assignLetters('round', 'ouwqоуюё');
assignLetters('closed', 'bmpбмп');
assignLetters('teeth', 'fvфв');

/** Syllabic scripts (kana, hangul, CJK): one character is about one syllable, so it opens the mouth. */
const SYLLABIC = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/**
 * Shape of one written character (spelling is a rough guide to sound, but the timing is real):
 * vowel letters by their usual sound, b m p closed, f v teeth on lip, other letters slightly open, punctuation a
 * pause, spaces and digits' separators extend the shape before.
 */
export function visemeOfCharacter(character: string): VisemeName | undefined {
  const base = character.normalize('NFD').toLowerCase()[0];
  if (base === undefined || /\s/.test(base)) return undefined;
  const known = LETTER_VISEMES[base];
  if (known) return known;
  if (SYLLABIC.test(base)) return 'open';
  if (/[\p{L}\p{N}]/u.test(base)) return 'slight';
  if (/['’-]/.test(base)) return undefined; // inside a word
  return 'rest';
}

export interface CueOptions {
  /** Shapes held shorter than this are folded into the one before (a 25 fps player would not show them). */
  minCueMs?: number;
}

/**
 * Cues from timed symbols: one cue per change of shape, strictly increasing start times, the
 * first at 0 and a final `rest` where speech ends. Symbols without a shape extend the previous
 * shape; before the first shape the mouth rests.
 */
export function visemeCues(symbols: readonly TimedSymbol[], visemeOf: VisemeOf, options: CueOptions = {}): VisemeCue[] {
  const minCueMs = options.minCueMs ?? 30;
  const spans: Array<{ startMs: number; endMs: number; viseme: VisemeName }> = [];
  for (const { symbol, startMs, endMs } of symbols) {
    if (spans.length === 0 && startMs > 0) spans.push({ startMs: 0, endMs: startMs, viseme: 'rest' });
    const last = spans.at(-1);
    const viseme = visemeOf(symbol) ?? last?.viseme ?? 'rest';
    if (last && last.viseme === viseme) {
      last.endMs = Math.max(last.endMs, endMs);
      continue;
    }
    // The mouth holds the previous shape until this symbol starts (gaps), or gives way early (overlaps).
    const start = last ? Math.max(startMs, last.startMs) : 0;
    if (last) last.endMs = start;
    spans.push({ startMs: start, endMs: Math.max(endMs, start), viseme });
  }
  // Fold spans too short to see into their predecessor, then merge neighbours that now agree.
  const kept: typeof spans = [];
  for (const span of spans) {
    const last = kept.at(-1);
    const tooShort = span.endMs - span.startMs < minCueMs;
    if (last && (tooShort || last.viseme === span.viseme)) last.endMs = span.endMs;
    else kept.push({ ...span });
  }
  while (kept.length > 0 && kept.at(-1)!.viseme === 'rest') kept.pop();
  if (kept.length === 0) return [];
  const cues: VisemeCue[] = kept.map((span, index) => ({ startMs: index === 0 ? 0 : round(span.startMs), viseme: span.viseme }));
  cues.push({ startMs: round(kept.at(-1)!.endMs), viseme: 'rest' });
  return cues.filter((cue, index) => index === 0 || cue.startMs > cues[index - 1]!.startMs);
}

/** From phoneme timings (offline voice, engines that report phonemes). */
export function visemeCuesFromPhonemes(phonemes: readonly TimedSymbol[], options?: CueOptions): VisemeCue[] {
  return visemeCues(phonemes, visemeOfPhoneme, options);
}

/** From character timings (ElevenLabs `alignment`: characters with start and end seconds). */
export function visemeCuesFromCharacters(characters: readonly TimedSymbol[], options?: CueOptions): VisemeCue[] {
  return visemeCues(characters, visemeOfCharacter, options);
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
