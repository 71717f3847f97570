import type { ChatModel, SpeechRecognizer, SpeechSynthesizer } from './types.js';
import { EngineUnavailableError } from './types.js';

/** Stands in for an engine that cannot run here: every use says why, naming the stage. */
export function unavailableChatModel(name: string, why: string): ChatModel {
  return {
    name,
    // eslint-disable-next-line require-yield
    async *stream() {
      throw new EngineUnavailableError('llm', why);
    },
  };
}

export function unavailableSpeechSynthesizer(name: string, why: string): SpeechSynthesizer {
  return {
    name,
    speak: () => Promise.reject(new EngineUnavailableError('tts', why)),
  };
}

export function unavailableSpeechRecognizer(name: string, why: string): SpeechRecognizer {
  return {
    name,
    transcribe: () => Promise.reject(new EngineUnavailableError('stt', why)),
  };
}
