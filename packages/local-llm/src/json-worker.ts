/**
 * The local language model's process for JSON answers: `node [--import tsx] json-worker.ts
 * '<options JSON>'`. node-llama-cpp (from the folder tools/engines/llm-engine.ts prepares, not a
 * project dependency) runs the GGUF model on the CPU; every answer is constrained by a grammar
 * made from the request's JSON schema, so it always parses. One request at a time, in order; a
 * cancelled one stops decoding. Exits when stdin closes, so it never outlives its service.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { serveWorker, type Reply } from '@avatarium/platform/engine-worker';

import { JsonRequest, JsonWorkerOptions } from './json-protocol.js';

/** The part of node-llama-cpp used here (typed locally: the package lives outside the project). */
interface LlamaModule {
  getLlama(options: { gpu: false; build: 'never'; logLevel?: string }): Promise<Llama>;
  LlamaChatSession: new (options: {
    contextSequence: unknown;
    systemPrompt?: string;
    autoDisposeSequence: boolean;
    chatWrapper?: unknown;
  }) => {
    /** Chosen by node-llama-cpp from the GGUF's own chat template. */
    readonly chatWrapper: unknown;
    prompt(
      text: string,
      options: {
        grammar: unknown;
        maxTokens: number;
        temperature: number;
        repeatPenalty: { penalty: number; lastTokens: number; penalizeNewLine: boolean };
        signal: AbortSignal;
        stopOnAbortSignal: boolean;
      },
    ): Promise<string>;
    dispose(options?: { disposeSequence?: boolean }): void;
  };
}
interface Llama {
  loadModel(options: { modelPath: string }): Promise<{
    tokenize(text: string): unknown[];
    createContext(options: { contextSize: number; threads: number }): Promise<{ getSequence(): unknown }>;
  }>;
  createGrammarForJsonSchema(schema: object): Promise<unknown>;
}

interface Engine {
  module: LlamaModule;
  llama: Llama;
  model: Awaited<ReturnType<Llama['loadModel']>>;
  sequence: unknown;
  /** Resolved once: a session left to choose resolves the GGUF's template again (130–215 ms here). */
  chatWrapper: unknown;
  grammars: Map<string, Promise<unknown>>;
}

async function load(options: JsonWorkerOptions): Promise<Engine> {
  const entry = join(options.runtimeDir, 'node_modules', 'node-llama-cpp', 'dist', 'index.js');
  const module = (await import(pathToFileURL(entry).href)) as LlamaModule;
  const llama = await module.getLlama({ gpu: false, build: 'never', logLevel: 'error' });
  const model = await llama.loadModel({ modelPath: options.modelPath });
  const context = await model.createContext({ contextSize: options.contextSize, threads: options.threads });
  const sequence = context.getSequence();
  const chooser = new module.LlamaChatSession({ contextSequence: sequence, autoDisposeSequence: false });
  const chatWrapper = chooser.chatWrapper;
  chooser.dispose({ disposeSequence: false });
  return { module, llama, model, sequence, chatWrapper, grammars: new Map<string, Promise<unknown>>() };
}

async function answer(loaded: Engine, request: JsonRequest, reply: (message: Reply) => void, signal: AbortSignal): Promise<void> {
  const key = JSON.stringify(request.schema);
  let grammar = loaded.grammars.get(key);
  if (!grammar) loaded.grammars.set(key, (grammar = loaded.llama.createGrammarForJsonSchema(request.schema)));
  // A session per request over the one sequence: the sequence keeps the evaluated system
  // prompt, so the next request with the same instructions only evaluates the new prompt.
  const session = new loaded.module.LlamaChatSession({
    contextSequence: loaded.sequence,
    systemPrompt: request.system,
    autoDisposeSequence: false,
    chatWrapper: loaded.chatWrapper,
  });
  try {
    const text = await session.prompt(request.prompt, {
      grammar: await grammar,
      maxTokens: request.maxTokens,
      temperature: request.temperature,
      repeatPenalty: { penalty: request.repeatPenalty, lastTokens: 64, penalizeNewLine: false },
      signal,
      stopOnAbortSignal: true,
    });
    reply({ type: 'result', text, tokens: loaded.model.tokenize(text).length });
  } finally {
    session.dispose({ disposeSequence: false });
  }
}

serveWorker({ name: 'json-worker', options: JsonWorkerOptions, request: JsonRequest, load, handle: answer });
