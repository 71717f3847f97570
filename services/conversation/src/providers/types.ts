/**
 * The three engines a conversation turn runs through. Every implementation (the offline
 * defaults under ./local, the HTTP adapters under ./http) honours `signal`: an interrupted
 * turn aborts it, and it must stop producing at once and release what it holds.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Upper bound of the reply's length. */
  maxTokens?: number;
  temperature?: number;
  signal?: AbortSignal;
}

/** A tool the model may call: its name, what it does, its arguments' JSON Schema. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ToolChoiceRequest {
  messages: ChatMessage[];
  tools: ToolSpec[];
  signal?: AbortSignal;
}

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** A language model that streams its reply as text pieces, in order. */
export interface ChatModel {
  /** Shown to owners and viewers: 'local:qwen2.5-0.5b-instruct', 'openai:gpt-4o-mini', ... */
  readonly name: string;
  stream(request: ChatRequest): AsyncIterable<string>;
  /**
   * Native tool calls, where the engine's wire format has them (issue 28, the shop's Tool Use
   * auto): one of the tools with its arguments, or null when the model calls none.
   */
  chooseTool?(request: ToolChoiceRequest): Promise<ToolCall | null>;
  /**
   * Evaluates a conversation's fixed start (its system prompt) ahead of the first question, where
   * the engine keeps evaluated text between requests (the offline model): the first reply then
   * starts without reading the persona first. Cloud engines have nothing to do.
   * `answer`: the messages end in a question the visitor has typed whole but not yet sent; its
   * answer is begun too, for a chat that asks exactly it with these limits.
   */
  prepare?(messages: ChatMessage[], answer?: AnswerLimits): Promise<void>;
  /**
   * An agent's persona (its first message alone) to evaluate and keep for its sessions while the
   * engine is otherwise unused, so the agent's first visitor does not wait for it; whatever the
   * engine holds for a conversation meanwhile is kept. Not awaited: a conversation always comes first.
   */
  prepareInBackground?(messages: ChatMessage[]): void;
}

/** The limits a chat will ask its answer with (ChatRequest's). */
export interface AnswerLimits {
  maxTokens?: number;
  temperature?: number;
}

export type VisemeName = 'rest' | 'closed' | 'teeth' | 'slight' | 'open' | 'wide' | 'round';

export interface SpeechRequest {
  text: string;
  /** A built-in voice name (alloy coral nova sage shimmer ash ballad echo fable onyx verse) or a provider's voice id. */
  voice: string;
  language: string;
  signal?: AbortSignal;
}

/** One sentence spoken: a complete audio file the browser can decode on its own. */
export interface SpokenSentence {
  audio: Buffer;
  /** 'audio/wav' or 'audio/mpeg' */
  contentType: string;
  durationMs: number;
  /** Mouth shapes over time; empty when the engine gives no timings (the player then follows loudness). */
  visemes: Array<{ startMs: number; viseme: VisemeName }>;
}

export interface SpeechSynthesizer {
  readonly name: string;
  /** It can speak a designed voice (`designed:...` ids carry the settings it shapes its voice with). */
  readonly shapesVoices?: boolean;
  speak(request: SpeechRequest): Promise<SpokenSentence>;
}

export interface TranscriptionRequest {
  audio: Buffer;
  /** As recorded: 'audio/webm', 'audio/ogg', 'audio/wav', ... */
  contentType: string;
  /** A hint (BCP-47 or ISO 639-1); engines may ignore it. */
  language?: string;
  signal?: AbortSignal;
}

export interface SpeechRecognizer {
  readonly name: string;
  transcribe(request: TranscriptionRequest): Promise<{ text: string }>;
}

/** Thrown by an engine that cannot run here (model missing, server down): the stage is named to the visitor. */
export class EngineUnavailableError extends Error {
  constructor(
    readonly stage: 'llm' | 'tts' | 'stt',
    message: string,
  ) {
    super(message);
    this.name = 'EngineUnavailableError';
  }
}
