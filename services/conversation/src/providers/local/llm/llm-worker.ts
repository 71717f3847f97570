/**
 * The offline language model's own process: `node --import tsx llm-worker.ts '<options JSON>'`.
 * node-llama-cpp (from the engine folder tools/engines/llm-engine.ts prepares, not a project
 * dependency) runs the GGUF model on the CPU; one context sequence answers one chat at a
 * time, streaming text pieces as they are decoded.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { serveWorker } from '@avatarium/platform/engine-worker';
import { CoreAllowance, readCpu } from './core-allowance.js';
import { LlmNotice, LlmRequest, LlmWorkerOptions } from './llm-protocol.js';
import { SPEECH_SAMPLING } from './speech-sampling.js';
import { answerKey, AnswersAhead, type ClaimedAnswer } from './answer-ahead.js';
import { SavedStarts } from './saved-starts.js';

type HistoryItem = { type: 'system'; text: string } | { type: 'user'; text: string } | { type: 'model'; response: string[] };

type Token = number;
/** node-llama-cpp's LlamaText: the prompt with its special tokens. */
interface ContextText {
  /** Plain text pieces and special tokens, in order. */
  readonly values: readonly unknown[];
  toString(): string;
  tokenize(tokenizer: unknown): Token[];
}

interface ChatWrapper {
  readonly wrapperName: string;
  generateContextState(options: { chatHistory: HistoryItem[] }): { contextText: ContextText };
}

/** The context sequence: the tokens it has evaluated, kept between requests. */
interface Sequence {
  readonly nextTokenIndex: number;
  compareContextTokens(tokens: Token[]): { firstDifferentIndex: number };
  /** Erases what differs from `tokens` (no shifting), keeping the shared start. */
  adaptStateToTokens(tokens: Token[], allowShift: false): Promise<void>;
  evaluateWithoutGeneratingNewTokens(tokens: Token[]): Promise<void>;
  saveStateToFile(path: string): Promise<unknown>;
  loadStateFromFile(path: string, risk: { acceptRisk: true }): Promise<void>;
}

/** How a spoken answer is sampled (SPEECH_SAMPLING), in node-llama-cpp's prompt options. */
interface SpeechOptions {
  onTextChunk(text: string): void;
  signal: AbortSignal;
  stopOnAbortSignal: boolean;
  maxTokens?: number;
  temperature: number;
  topP: number;
  topK: number;
  minP: number;
  repeatPenalty: typeof SPEECH_SAMPLING.repeatPenalty;
  dryRepeatPenalty: typeof SPEECH_SAMPLING.dryRepeatPenalty;
  customStopTriggers: string[];
  seed?: number;
}

/** The part of node-llama-cpp used here (typed locally: the package lives outside the project). */
interface LlamaModule {
  LlamaText(values: readonly unknown[]): ContextText;
  getLlama(options: { gpu: false; build: 'never'; logLevel?: string }): Promise<{
    /** The threads its contexts may use, read before every batch (node-llama-cpp's ThreadsSplitter). */
    maxThreads: number;
    loadModel(options: { modelPath: string }): Promise<{
      readonly tokenizer: unknown;
      createContext(options: { contextSize: number; threads: number }): Promise<{ getSequence(): Sequence }>;
    }>;
    createGrammarForJsonSchema(schema: object): Promise<unknown>;
  }>;
  LlamaChatSession: new (options: { contextSequence: unknown; autoDisposeSequence: boolean; chatWrapper?: ChatWrapper }) => {
    /** Chosen by node-llama-cpp from the GGUF's own chat template (Qwen: ChatML). */
    readonly chatWrapper: ChatWrapper;
    setChatHistory(history: HistoryItem[]): void;
    prompt(
      text: string,
      options: { grammar: unknown; maxTokens: number; temperature: 0; signal: AbortSignal; stopOnAbortSignal: boolean },
    ): Promise<string>;
    /** `responsePrefix`: the answer's opening, already written; it goes on from there (the prefix is passed to onTextChunk first). */
    promptWithMeta(text: string, options: SpeechOptions & { responsePrefix?: string }): Promise<{ stopReason: string }>;
    dispose(options?: { disposeSequence?: boolean }): void;
  };
}

interface Engine {
  llama: LlamaModule;
  runtime: Awaited<ReturnType<LlamaModule['getLlama']>>;
  sequence: Sequence;
  tokenizer: unknown;
  /**
   * Resolved once: a session left to choose resolves the GGUF's template again each time
   * (130–215 ms measured here), and every turn makes a session.
   */
  chatWrapper: ChatWrapper;
  seed?: number;
  /** Grammars made from JSON schemas, by the schema's text (making one takes a while). */
  grammars: Map<string, Promise<unknown>>;
  cores: CoreAllowance;
  /** Hands llama.cpp the threads the allowance gives now. */
  applyCores(): void;
  /** The answer to a typed question begun before it was sent (at most one). */
  ahead: AnswersAhead;
  aheadMaxPieces: number;
  /** Agents' personas evaluated once, restored for their next sessions. */
  starts: SavedStarts;
}

/**
 * Pieces an answer is written ahead before it pauses: ~2–3 s of the 1.5B on two cores, more than
 * a visitor takes from "?" to Enter, little of one core for a draft never sent.
 */
const AHEAD_MAX_PIECES = 40;

/** How often the machine's CPU use is read (the allowance's window). */
const CPU_READ_EVERY_MS = 400;

serveWorker<LlmWorkerOptions, Engine, LlmRequest, LlmNotice>({
  name: 'llm-worker',
  options: LlmWorkerOptions,
  request: LlmRequest,
  notice: {
    message: LlmNotice,
    apply(engine, notice) {
      engine.cores.voice(notice.busy);
      engine.applyCores();
    },
  },

  async load(options): Promise<Engine> {
    const entry = join(options.runtimeDir, 'node_modules', 'node-llama-cpp', 'dist', 'index.js');
    const llama = (await import(pathToFileURL(entry).href)) as LlamaModule;
    const runtime = await llama.getLlama({ gpu: false, build: 'never', logLevel: 'error' });
    const model = await runtime.loadModel({ modelPath: options.modelPath });
    const all = Math.max(options.threads, options.allThreads ?? options.threads);
    const context = await model.createContext({ contextSize: options.contextSize, threads: all });
    const cores = new CoreAllowance({ shared: options.threads, all, othersMaxCores: options.othersMaxCores ?? 0.6 });
    const applyCores = () => {
      runtime.maxThreads = cores.threads();
    };
    applyCores();
    if (all > options.threads) {
      setInterval(() => {
        cores.read(readCpu());
        applyCores();
      }, CPU_READ_EVERY_MS).unref();
    }
    const sequence = context.getSequence();
    const chooser = new llama.LlamaChatSession({ contextSequence: sequence, autoDisposeSequence: false });
    const chatWrapper = chooser.chatWrapper;
    chooser.dispose({ disposeSequence: false });
    const tokenizer = model.tokenizer;
    const ahead = new AnswersAhead();
    const aheadMaxPieces = options.aheadMaxPieces ?? AHEAD_MAX_PIECES;
    const rest = { grammars: new Map(), cores, applyCores, ahead, aheadMaxPieces, starts: new SavedStarts() };
    return { llama, runtime, sequence, tokenizer, chatWrapper, seed: options.seed, ...rest };
  },

  async handle(engine, request, reply, signal) {
    // The answer begun ahead goes to the chat that asks exactly it; anything else that uses the
    // sequence stops it first (one token at most).
    const claimed = request.type === 'chat' ? engine.ahead.claim(answerKey(request.messages, request)) : undefined;
    if (request.type !== 'render' && !claimed) await engine.ahead.drop();
    // The whole conversation goes in as the chat history (system, then user / model turns),
    // which the model's own chat template writes out; nothing is flattened into one message.
    const history: HistoryItem[] = request.messages.map((message) =>
      message.role === 'assistant'
        ? { type: 'model', response: [message.content] }
        : { type: message.role, text: message.content },
    );
    // A session per chat over the one sequence: the sequence keeps its evaluated prefix, so a
    // conversation that grows by one exchange only evaluates the new tokens.
    const session = chatSessionOn(engine);
    try {
      if (request.type === 'render') {
        const text = session.chatWrapper.generateContextState({ chatHistory: history }).contextText.toString();
        reply({ type: 'rendered', chatWrapper: session.chatWrapper.wrapperName, text });
        return;
      }
      if (request.type === 'preload') {
        // The next chat shares this start: llama.cpp keeps the evaluated tokens of the sequence
        // and evaluates only what differs, so its first words come that much sooner. A chat of
        // another conversation cancels it (local-chat-model.ts): the signal stops the evaluation.
        const started = performance.now();
        const tokens = history.at(-1)?.type === 'user' ? answerStart(engine, history) : nextQuestionStart(engine, history);
        const restored = await engine.starts.restore(personaStart(engine, history), tokens, engine.sequence);
        const newTokens = await readAhead(engine, tokens, signal);
        // A session's start (the persona alone): kept for the agent's next sessions.
        if (history.length === 1 && !signal.aborted) await engine.starts.save(tokens, engine.sequence);
        reply({ type: 'preloaded', ms: performance.now() - started, newTokens, restored });
        if (request.answer && !signal.aborted && history.at(-1)?.type === 'user')
          answerAhead(engine, request.messages, history, request.answer);
        return;
      }
      if (request.type === 'persona') {
        const started = performance.now();
        const tokens = nextQuestionStart(engine, history);
        if (engine.starts.has(tokens)) {
          reply({ type: 'preloaded', ms: performance.now() - started, newTokens: 0, saved: false });
          return;
        }
        let newTokens = 0;
        const read = async () => {
          newTokens = await readAhead(engine, tokens, signal, BACKGROUND_SLICE);
        };
        const saved = await engine.starts.saveAside(tokens, engine.sequence, read, signal);
        reply({ type: 'preloaded', ms: performance.now() - started, newTokens, saved });
        return;
      }
      const last = history.pop();
      if (last?.type !== 'user') throw new Error("the last message must be the visitor's");
      session.setChatHistory(history);
      if (request.type === 'json') {
        // Greedy under the grammar: a decision, not speech, so the likeliest answer is wanted.
        const key = JSON.stringify(request.schema);
        let grammar = engine.grammars.get(key);
        if (!grammar) {
          grammar = engine.runtime.createGrammarForJsonSchema(request.schema);
          engine.grammars.set(key, grammar);
          grammar.catch(() => engine.grammars.delete(key)); // a schema it could not make is tried again
        }
        const text = await session.prompt(last.text, {
          grammar: await grammar,
          maxTokens: request.maxTokens,
          temperature: 0,
          signal,
          stopOnAbortSignal: true,
        });
        reply({ type: 'json', text });
        return;
      }
      let tokens = 0;
      let firstTextMs: number | undefined;
      const started = performance.now();
      const threads = engine.runtime.maxThreads;
      const onTextChunk = (text: string) => {
        tokens += 1;
        firstTextMs ??= performance.now() - started;
        reply({ type: 'text', text });
      };
      const limits = { maxTokens: request.maxTokens, temperature: request.temperature };
      if (claimed) {
        const taken = await goOnFromAhead(session, last.text, claimed, limits, engine.seed, onTextChunk, signal);
        reply({ type: 'done', threads, ...taken, newPromptTokens: 0, ...(firstTextMs === undefined ? {} : { firstTextMs }) });
        return;
      }
      // What the chat will evaluate before its first word (a draft read ahead leaves one token).
      const prompt = answerStart(engine, [...history, last]);
      await engine.starts.restore(personaStart(engine, history), prompt, engine.sequence);
      const newPromptTokens = prompt.length - engine.sequence.compareContextTokens(prompt).firstDifferentIndex;
      await session.promptWithMeta(last.text, speechOptions(limits, engine.seed, onTextChunk, signal));
      reply({
        type: 'done',
        stopReason: signal.aborted ? 'abort' : 'end',
        tokens,
        threads,
        promptTokens: prompt.length,
        newPromptTokens,
        ...(firstTextMs === undefined ? {} : { firstTextMs }),
      });
    } finally {
      session.dispose({ disposeSequence: false });
    }
  },
});

/** A chat session over the engine's one sequence, with the chat wrapper resolved at load; disposing it keeps the sequence. */
function chatSessionOn(engine: Engine) {
  return new engine.llama.LlamaChatSession({
    contextSequence: engine.sequence,
    autoDisposeSequence: false,
    chatWrapper: engine.chatWrapper,
  });
}

type Limits = { maxTokens?: number | undefined; temperature?: number | undefined };

/** A spoken answer's options: SPEECH_SAMPLING, the chat's limits, the worker's seed. */
function speechOptions(
  limits: Limits,
  seed: number | undefined,
  onTextChunk: (text: string) => void,
  signal: AbortSignal,
): SpeechOptions {
  const { stopTriggers, ...sampling } = SPEECH_SAMPLING;
  return {
    onTextChunk,
    signal,
    stopOnAbortSignal: true,
    ...(limits.maxTokens === undefined ? {} : { maxTokens: limits.maxTokens }),
    ...sampling,
    temperature: limits.temperature ?? sampling.temperature,
    customStopTriggers: [...stopTriggers],
    ...(seed === undefined ? {} : { seed }),
  };
}

/**
 * Begins the answer to `history` (ending with the visitor's draft, just read ahead) in the
 * background, for the chat that will ask it with these limits (answer-ahead.ts).
 */
function answerAhead(engine: Engine, messages: LlmRequest['messages'], history: HistoryItem[], limits: Limits): void {
  const past = history.slice(0, -1);
  const question = history.at(-1) as { type: 'user'; text: string };
  engine.ahead.start(answerKey(messages, limits), async (onText, signal) => {
    const session = chatSessionOn(engine);
    try {
      session.setChatHistory(past);
      const cap = Math.min(engine.aheadMaxPieces, limits.maxTokens ?? Infinity);
      const { stopReason } = await session.promptWithMeta(
        question.text,
        speechOptions({ ...limits, maxTokens: cap }, engine.seed, onText, signal),
      );
      return stopReason === 'maxTokens' && cap < (limits.maxTokens ?? Infinity) ? 'paused' : 'end';
    } finally {
      session.dispose({ disposeSequence: false });
    }
  });
}

/**
 * A chat that asks the answer begun ahead: its pieces so far at once, the rest as the model
 * writes them; paused at the ahead's cap, the model goes on from the text written (already in
 * the sequence, so nothing is evaluated twice).
 */
async function goOnFromAhead(
  session: InstanceType<LlamaModule['LlamaChatSession']>,
  question: string,
  claimed: ClaimedAnswer,
  limits: Limits,
  seed: number | undefined,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<{ stopReason: string; tokens: number; aheadPieces: number }> {
  const ahead = await claimed.follow(onText, signal);
  let tokens = ahead.pieces;
  if (ahead.stopReason === 'paused' && !signal.aborted) {
    // The prefix comes back as the first chunk: it was said already.
    let prefixSeen = ahead.text === '';
    const rest = limits.maxTokens === undefined ? undefined : Math.max(1, limits.maxTokens - ahead.pieces);
    const onRest = (text: string) => {
      if (!prefixSeen) prefixSeen = true;
      else {
        tokens += 1;
        onText(text);
      }
    };
    await session.promptWithMeta(question, {
      ...speechOptions({ ...limits, maxTokens: rest }, seed, onRest, signal),
      responsePrefix: ahead.text,
    });
  }
  const stopReason = signal.aborted || ahead.stopReason === 'abort' ? 'abort' : 'end';
  return { stopReason, tokens, aheadPieces: ahead.aheadPieces };
}

/**
 * The tokens a chat over `history` (ending with the visitor's message) evaluates before its first
 * word: the history, the question and the opening of the answer, as node-llama-cpp's LlamaChat
 * renders and tokenizes them (an empty model turn last).
 */
function answerStart(engine: Engine, history: HistoryItem[]): Token[] {
  const chatHistory: HistoryItem[] = [...history, { type: 'model', response: [] }];
  return engine.chatWrapper.generateContextState({ chatHistory }).contextText.tokenize(engine.tokenizer);
}

/** The persona's tokens (the first message, when it is the system's), up to where the visitor's first message begins. */
function personaStart(engine: Engine, history: HistoryItem[]): Token[] {
  const first = history[0];
  return first?.type === 'system' ? nextQuestionStart(engine, [first]) : [];
}

/**
 * The tokens of `history` (ending with the agent's reply) up to where the visitor's next message
 * begins, as LlamaChatSession.preloadPrompt('') evaluates them: the history with an empty user
 * message, cut where its text would be (node-llama-cpp cuts at a marker the same way).
 */
function nextQuestionStart(engine: Engine, history: HistoryItem[]): Token[] {
  const marker = `W${Math.random().toString(36).slice(2)}W`;
  const { contextText } = engine.chatWrapper.generateContextState({ chatHistory: [...history, { type: 'user', text: marker }] });
  const at = contextText.values.findIndex((value) => typeof value === 'string' && value.includes(marker));
  if (at < 0) throw new Error(`the chat template (${engine.chatWrapper.wrapperName}) dropped the visitor's message`);
  const cut = (contextText.values[at] as string).slice(0, (contextText.values[at] as string).indexOf(marker));
  return engine.llama.LlamaText([...contextText.values.slice(0, at), cut]).tokenize(engine.tokenizer);
}

/**
 * Evaluated in slices, so a turn of another conversation that cancels it waits for one slice at
 * most: 128 tokens, ~2.6 s of the 1.5B on two cores, where llama.cpp's own batch of 512 held it
 * ~10 s; measured 47 tokens a second in slices of 128 against 49 in one batch (32: 38).
 */
const READ_AHEAD_SLICE = 128;
/** A persona read in the background stops within ~32 tokens (~0.7 s) for a conversation that comes. */
const BACKGROUND_SLICE = 32;

/**
 * Evaluates `tokens` into the sequence, past what it shares with them (the rest is erased). A
 * chat whose prompt is exactly these tokens then evaluates only its last one again (llama.cpp
 * needs one to sample from): its first word comes without reading the question. Returns the
 * tokens evaluated.
 */
async function readAhead(engine: Engine, tokens: Token[], signal: AbortSignal, slice = READ_AHEAD_SLICE): Promise<number> {
  await engine.sequence.adaptStateToTokens(tokens, false);
  const from = engine.sequence.nextTokenIndex;
  for (let at = from; at < tokens.length && !signal.aborted; at += slice) {
    await engine.sequence.evaluateWithoutGeneratingNewTokens(tokens.slice(at, at + slice));
  }
  return tokens.length - from;
}
