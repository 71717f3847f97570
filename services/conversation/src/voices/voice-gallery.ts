import { voices, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { BUILT_IN_VOICES as OFFLINE_VOICES } from '../providers/local/tts/voices.js';

/** The offline voice speaks English only (one English neural voice, shaped eleven ways). */
const OFFLINE_LANGUAGES = ['en'];

const isOffline = (engine: string) => engine.startsWith('local:');

/** Whether a voice that speaks `spoken` can speak `wanted` ('multi' voices speak any). */
export function speaks(spoken: string, wanted: string | undefined): boolean {
  if (!wanted || spoken === 'multi') return true;
  if (isGlobal(wanted)) return false;
  return wanted.toLowerCase().split('-')[0] === spoken;
}

/** The spec's Global language: whatever the visitor speaks (spec 001 section 3: multi or global). */
const isGlobal = (language: string | undefined) => language === 'multi' || language === 'global';

/**
 * The built-in voices this service's speech engine can speak, by gender. Offline: English
 * only, each a shaping of the one neural voice (its character as the description). A provider
 * engine (OpenAI speech and the others) speaks the same names in every language. For Global
 * (multi) the multi-language voices; an engine without any (offline) offers the voices it has,
 * the closest it can come (spec 001 4: with Global a multi-language voice is used).
 */
export function voiceGallery(
  deps: Pick<ConversationDeps, 'engines'>,
  input: RequestOf<typeof voices.voiceGallery>,
): ReplyOf<typeof voices.voiceGallery> {
  const engine = deps.engines.speech.name;
  const offline = isOffline(engine);
  const entry = (name: string, gender: 'feminine' | 'masculine'): voices.GalleryVoice => ({
    id: name,
    name: name[0]!.toUpperCase() + name.slice(1),
    language: offline ? OFFLINE_LANGUAGES[0]! : 'multi',
    gender,
    description: offline
      ? `${OFFLINE_VOICES[name as keyof typeof OFFLINE_VOICES].character} (offline voice)`
      : `${engine.replace(/^[^:]*:/, '')} voice ${name}`,
  });
  const all = (gender: 'feminine' | 'masculine') => voices.BUILT_IN_VOICES[gender].map((name) => entry(name, gender));
  const speaking = (gender: 'feminine' | 'masculine') => all(gender).filter((voice) => speaks(voice.language, input.language));
  let [female, male] = [speaking('feminine'), speaking('masculine')];
  if (female.length + male.length === 0 && isGlobal(input.language)) [female, male] = [all('feminine'), all('masculine')];
  // Design shapes the offline voice (its settings travel in the voice id); cloning is not offline yet.
  return {
    female,
    male,
    engine,
    capabilities: { design: deps.engines.speech.shapesVoices === true, clone: deps.engines.speech.shapesVoices === true },
  };
}
