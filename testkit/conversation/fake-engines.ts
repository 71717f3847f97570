import type {
  AnswerLimits,
  ChatMessage,
  ChatModel,
  ChatRequest,
  SpeechRecognizer,
  SpeechRequest,
  SpeechSynthesizer,
  SpokenSentence,
  TranscriptionRequest,
  VisemeName,
} from '@avatarium/conversation';
import type { ConversationEngines } from '@avatarium/conversation';
import { makeWav } from './wav.js';

/** Waits `ms`, or rejects at once when `signal` aborts (as a real engine must). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      },
      { once: true },
    );
  });
}

/** Words with their trailing space, as a model streams them. */
export const tokensOf = (text: string) => text.match(/\S+\s*/g) ?? [];

/**
 * What a chat request told the model besides the turns: its system messages (the persona, the
 * memory and FAQ notes, wherever the prompt puts them), joined.
 */
export const toldModel = (request: ChatRequest) =>
  request.messages
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n\n');

export interface ChatScript {
  /** The reply to stream (or a function of the request). */
  reply: string | ((request: ChatRequest) => string);
  firstTokenDelayMs: number;
  tokenDelayMs: number;
  /** Thrown instead of answering. */
  error: Error | null;
}

/** A language model that streams a scripted reply word by word with delays; change `script` between tests. */
export function scriptedChatModel(script: Partial<ChatScript> = {}) {
  const model = {
    name: 'fake:scripted-chat',
    script: { reply: 'Hello there.', firstTokenDelayMs: 5, tokenDelayMs: 5, error: null, ...script } as ChatScript,
    requests: [] as ChatRequest[],
    /** What was handed to `prepare` (evaluated ahead of a turn), in order. */
    prepared: [] as ChatMessage[][],
    /** The drafts whose answer was to be begun too (`prepare`'s limits), in order. */
    answersBegun: [] as { question: string | undefined; answer: AnswerLimits }[],
    /** What was handed to `prepareInBackground` (agents' personas), in order. */
    readInBackground: [] as ChatMessage[][],
    /** When the last reply's stream ended (ms, performance.now), and whether it was aborted. */
    lastEnd: null as { at: number; aborted: boolean } | null,
    async *stream(request: ChatRequest): AsyncGenerator<string> {
      model.requests.push(request);
      const { reply, firstTokenDelayMs, tokenDelayMs, error } = model.script;
      try {
        await sleep(firstTokenDelayMs, request.signal);
        if (error) throw error;
        const tokens = tokensOf(typeof reply === 'function' ? reply(request) : reply);
        for (const [index, token] of tokens.entries()) {
          if (index > 0) await sleep(tokenDelayMs, request.signal);
          yield token;
        }
        model.lastEnd = { at: performance.now(), aborted: false };
      } catch (caught) {
        model.lastEnd = { at: performance.now(), aborted: Boolean(request.signal?.aborted) };
        throw caught;
      }
    },
    async prepare(messages: ChatMessage[], answer?: AnswerLimits): Promise<void> {
      model.prepared.push(messages);
      if (answer) model.answersBegun.push({ question: messages.at(-1)?.content, answer });
    },
    prepareInBackground(messages: ChatMessage[]): void {
      model.readInBackground.push(messages);
    },
  };
  return model satisfies ChatModel;
}

const VISEME_CYCLE: VisemeName[] = ['open', 'wide', 'round', 'slight'];

/**
 * A voice that answers after `delayMs` with a generated WAV as long as the text takes to say
 * (`msPerChar`) and a mouth shape per word; records each call's start and end.
 */
export function fakeSpeechSynthesizer(options: { delayMs?: number; msPerChar?: number } = {}) {
  const synth = {
    name: 'fake:tone-voice',
    shapesVoices: true,
    delayMs: options.delayMs ?? 10,
    msPerChar: options.msPerChar ?? 10,
    error: null as Error | null,
    calls: [] as Array<{ text: string; voice: string; startedAt: number; endedAt: number | null }>,
    async speak(request: SpeechRequest): Promise<SpokenSentence> {
      const call = { text: request.text, voice: request.voice, startedAt: performance.now(), endedAt: null as number | null };
      synth.calls.push(call);
      await sleep(synth.delayMs, request.signal);
      if (synth.error) throw synth.error;
      const durationMs = Math.max(200, request.text.length * synth.msPerChar);
      const words = tokensOf(request.text);
      const visemes = words.map((_, index) => ({
        startMs: Math.round((index * durationMs) / words.length),
        viseme: VISEME_CYCLE[index % VISEME_CYCLE.length]!,
      }));
      call.endedAt = performance.now();
      return {
        audio: makeWav(durationMs),
        contentType: 'audio/wav',
        durationMs,
        visemes: [...visemes, { startMs: durationMs, viseme: 'rest' }],
      };
    },
  };
  return synth satisfies SpeechSynthesizer;
}

/** A recognizer that "hears" `text` in any recording after `delayMs`. */
export function fakeSpeechRecognizer(options: { text?: string; delayMs?: number } = {}) {
  const recognizer = {
    name: 'fake:recognizer',
    text: options.text ?? 'What is your ship called?',
    delayMs: options.delayMs ?? 10,
    requests: [] as TranscriptionRequest[],
    async transcribe(request: TranscriptionRequest): Promise<{ text: string }> {
      recognizer.requests.push(request);
      await sleep(recognizer.delayMs, request.signal);
      return { text: recognizer.text };
    },
  };
  return recognizer satisfies SpeechRecognizer;
}

export type FakeEngines = ConversationEngines & {
  chat: ReturnType<typeof scriptedChatModel>;
  speech: ReturnType<typeof fakeSpeechSynthesizer>;
  recognizer: ReturnType<typeof fakeSpeechRecognizer>;
  closed: boolean;
};

export function fakeEngines(): FakeEngines {
  const engines: FakeEngines = {
    chat: scriptedChatModel(),
    speech: fakeSpeechSynthesizer(),
    recognizer: fakeSpeechRecognizer(),
    closed: false,
    async close() {
      engines.closed = true;
    },
  };
  return engines;
}
