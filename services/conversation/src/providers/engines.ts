import type { ChatModel, SpeechRecognizer, SpeechSynthesizer } from './types.js';

/** The three engines one process uses for every session; made once at start, closed at stop. */
export interface ConversationEngines {
  chat: ChatModel;
  speech: SpeechSynthesizer;
  recognizer: SpeechRecognizer;
  close(): Promise<void>;
}

/** What StartedSession.providers tells the viewer. */
export function engineNames(engines: Pick<ConversationEngines, 'chat' | 'speech' | 'recognizer'>): {
  llm: string;
  tts: string;
  stt: string;
} {
  return { llm: engines.chat.name, tts: engines.speech.name, stt: engines.recognizer.name };
}
