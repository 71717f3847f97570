import type { ConversationEngines } from '../../services/conversation/src/providers/engines.js';
import { buildPrompt } from '../../services/conversation/src/turns/build-prompt.js';
import { SentenceSplitter } from '../../services/conversation/src/turns/sentence-splitter.js';

export const BENCH_PERSONA = {
  name: 'Marlow',
  systemPrompt: 'You are Marlow, a cheerful ship captain who tells short sea stories.',
  language: 'en',
  voice: 'nova',
};

/**
 * The baseline of a turn: the same engines called straight from this process, no gateway, NATS,
 * database or storage. The first sentence of the streamed reply is spoken as the service does
 * (same prompt, same sentence splitter); returns the time to its audio, then drops the rest.
 */
export async function directFirstAudioMs(engines: ConversationEngines, question: string, maxTokens = 300): Promise<number> {
  return (await directFirstAudio(engines, question, maxTokens)).firstAudioMs;
}

export interface DirectTiming {
  firstTokenMs: number;
  /** When the splitter handed out the first piece to speak. */
  firstPieceMs: number;
  firstAudioMs: number;
  firstPiece: string;
}

export async function directFirstAudio(engines: ConversationEngines, question: string, maxTokens = 300): Promise<DirectTiming> {
  const started = performance.now();
  let firstTokenMs: number | undefined;
  const controller = new AbortController();
  const splitter = new SentenceSplitter();
  let first: string | undefined;
  try {
    for await (const piece of engines.chat.stream({
      messages: buildPrompt(BENCH_PERSONA, [], question),
      maxTokens,
      signal: controller.signal,
    })) {
      firstTokenMs ??= performance.now() - started;
      first = splitter.push(piece)[0];
      if (first) break;
    }
  } finally {
    controller.abort();
  }
  first ??= splitter.flush()[0];
  if (!first) throw new Error('the model gave an empty reply');
  const firstPieceMs = performance.now() - started;
  await engines.speech.speak({ text: first, voice: BENCH_PERSONA.voice, language: BENCH_PERSONA.language });
  return {
    firstTokenMs: firstTokenMs ?? firstPieceMs,
    firstPieceMs,
    firstAudioMs: performance.now() - started,
    firstPiece: first,
  };
}
