import { pathToFileURL } from 'node:url';

/**
 * Text -> IPA phonemes with espeak-ng (compiled to WebAssembly, @echogarden/espeak-ng-emscripten).
 * espeak-ng is GPL-3.0: this module is imported ONLY by the TTS worker process (tts-worker.ts),
 * never by the conversation service, which talks to that process over stdio.
 */

interface EspeakWorker {
  set_voice(name: string): number;
  convert_to_phonemes(text: string, ipa: boolean): unknown;
}

interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorker;
  getPointer(pointer: unknown): number;
  HEAPU8: Uint8Array;
}

export interface Phonemizer {
  /** IPA with Piper's conventions: words split by spaces, clause punctuation kept (it shapes pauses and intonation). */
  phonemize(text: string, language: string): string;
}

const CLAUSE_END = /(?<=[.,!?;:…])\s+/u;
const TERMINATOR = /[.,!?;:…]+$/u;

export async function createEspeakPhonemizer(modulePath: string): Promise<Phonemizer> {
  const { default: initialize } = (await import(pathToFileURL(modulePath).href)) as { default: () => Promise<EspeakModule> };
  const espeak = await initialize();
  const worker = new espeak.eSpeakNGWorker();
  let currentVoice = '';

  const useLanguage = (language: string): void => {
    for (const voice of espeakVoices(language)) {
      if (voice === currentVoice) return;
      if (worker.set_voice(voice) === 0) {
        currentVoice = voice;
        return;
      }
    }
  };

  // espeak returns a C string in its own memory, phonemes joined by '_' and clauses by ' | '.
  const readCString = (pointer: number): string => {
    let end = pointer;
    while (espeak.HEAPU8[end] !== 0) end++;
    return Buffer.from(espeak.HEAPU8.subarray(pointer, end)).toString('utf8');
  };

  return {
    phonemize(text, language) {
      useLanguage(language);
      const clauses: string[] = [];
      for (const clause of text.trim().split(CLAUSE_END)) {
        const terminator = clause.match(TERMINATOR)?.[0];
        const raw = readCString(espeak.getPointer(worker.convert_to_phonemes(clause, true)));
        const phonemes = raw.replaceAll('_', '').replaceAll(' | ', ' ').trim();
        if (phonemes) clauses.push(phonemes + pausePunctuation(terminator));
      }
      return clauses.join(' ');
    },
  };
}

/** Voices to try for a BCP-47 tag: the tag itself, then its language, then US English (the model's own). */
export function espeakVoices(language: string): string[] {
  const tag = language.trim().toLowerCase().replaceAll('_', '-');
  const primary = tag.split('-')[0] ?? '';
  const candidates = primary === 'en' && tag === 'en' ? [] : [tag, primary];
  return [...new Set([...candidates.filter((voice) => /^[a-z]{2,3}(-[a-z0-9]+)*$/.test(voice)), 'en-us'])];
}

/** The one punctuation mark Piper's ids know that best stands for how a clause ended. */
function pausePunctuation(terminator: string | undefined): string {
  if (!terminator) return '';
  const last = terminator.at(-1)!;
  return last === '…' ? '.' : last;
}
