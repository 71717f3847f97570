/**
 * The local language model's process for JSON answers: `node [--import tsx] json-worker.ts
 * '<options JSON>'`. node-llama-cpp (from the folder tools/engines/llm-engine.ts prepares, not a
 * project dependency) runs the GGUF model on the CPU; every answer is constrained by a grammar
 * made from the request's JSON schema, so it always parses. One request at a time, in order; a
 * cancelled one stops decoding. Exits when stdin closes, so it never outlives its service.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

import { JsonRequest, JsonWorkerOptions } from './json-protocol.js';

/** The part of node-llama-cpp used here (typed locally: the package lives outside the project). */
interface LlamaModule {
  getLlama(options: { gpu: false; build: 'never'; logLevel?: string }): Promise<Llama>;
  LlamaChatSession: new (options: { contextSequence: unknown; systemPrompt: string; autoDisposeSequence: boolean }) => {
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

// stdout carries protocol lines only: anything a library prints goes to the log.
console.log = console.error;
console.info = console.error;
const send = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const options = JsonWorkerOptions.parse(JSON.parse(process.argv[2] ?? '{}'));
const started = performance.now();
const engine = (async () => {
  const entry = join(options.runtimeDir, 'node_modules', 'node-llama-cpp', 'dist', 'index.js');
  const module = (await import(pathToFileURL(entry).href)) as LlamaModule;
  const llama = await module.getLlama({ gpu: false, build: 'never', logLevel: 'error' });
  const model = await llama.loadModel({ modelPath: options.modelPath });
  const context = await model.createContext({ contextSize: options.contextSize, threads: options.threads });
  return { module, llama, model, sequence: context.getSequence(), grammars: new Map<string, Promise<unknown>>() };
})();
engine.then(
  () => send({ type: 'ready', loadMs: performance.now() - started }),
  (error: unknown) => {
    send({ type: 'fatal', message: messageOf(error) });
    process.exit(1);
  },
);

type Engine = Awaited<typeof engine>;

async function answer(loaded: Engine, request: JsonRequest, signal: AbortSignal): Promise<void> {
  const key = JSON.stringify(request.schema);
  let grammar = loaded.grammars.get(key);
  if (!grammar) loaded.grammars.set(key, (grammar = loaded.llama.createGrammarForJsonSchema(request.schema)));
  // A session per request over the one sequence: the sequence keeps the evaluated system
  // prompt, so the next request with the same instructions only evaluates the new prompt.
  const session = new loaded.module.LlamaChatSession({
    contextSequence: loaded.sequence,
    systemPrompt: request.system,
    autoDisposeSequence: false,
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
    if (!signal.aborted) send({ type: 'result', id: request.id, text, tokens: loaded.model.tokenize(text).length });
  } finally {
    session.dispose({ disposeSequence: false });
  }
}

const queue: JsonRequest[] = [];
let current: { id: number; abort: AbortController } | undefined;

async function drain(loaded: Engine): Promise<void> {
  if (current) return;
  for (let request = queue.shift(); request; request = queue.shift()) {
    const abort = new AbortController();
    current = { id: request.id, abort };
    try {
      await answer(loaded, request, abort.signal);
    } catch (error) {
      if (!abort.signal.aborted) send({ type: 'failed', id: request.id, message: messageOf(error) });
    }
  }
  current = undefined;
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  let raw: { type?: unknown; id?: unknown } | undefined;
  try {
    raw = JSON.parse(line) as typeof raw;
  } catch {
    raw = undefined;
  }
  if (raw?.type === 'cancel' && typeof raw.id === 'number') {
    const index = queue.findIndex((queued) => queued.id === raw.id);
    if (index >= 0) queue.splice(index, 1);
    else if (current?.id === raw.id) current.abort.abort();
    return;
  }
  const parsed = JsonRequest.safeParse(raw);
  if (!parsed.success) {
    console.error(`json-worker: ignoring a malformed request: ${line.slice(0, 200)}`);
    return;
  }
  queue.push(parsed.data);
  void engine.then(drain, () => {});
});
lines.on('close', () => process.exit(0));
