import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import { engineOnFirstUse, nodeWorkerCommand, WorkerProcess, type EngineLog } from '@avatarium/platform/engine-worker';

import { WorkerReply, type JsonWorkerOptions } from './json-protocol.js';

export interface LocalJsonModelOptions {
  /** Holds node_modules/node-llama-cpp. */
  runtimeDir: string;
  modelPath: string;
  /**
   * CPU threads for decoding (default: all cores but one). More threads than free cores is far
   * slower, not faster: 2 threads on 2 busy cores decoded 1.6 tokens/s, 1 thread 16-20.
   */
  threads?: number;
  contextSize?: number;
  /** Where the worker's stderr and restarts are told. */
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export interface JsonAnswerRequest {
  system: string;
  prompt: string;
  schema: Record<string, unknown>;
  maxTokens: number;
  temperature?: number;
  /** 1 is off; the default 1.15 keeps small models from looping on a sentence. */
  repeatPenalty?: number;
  signal?: AbortSignal;
}

export interface JsonAnswer {
  /** The model's text: JSON by the grammar (cut short only when maxTokens ran out). */
  text: string;
  tokens: number;
  ms: number;
}

export interface LocalJsonModel {
  readonly name: string;
  /** Answers with JSON that fits the schema; an aborted signal cancels decoding at once. */
  answer(request: JsonAnswerRequest): Promise<JsonAnswer>;
  /** Starts the process and loads the model now, instead of on the first request. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export class LocalModelUnavailableError extends Error {
  override readonly name = 'LocalModelUnavailableError';
}

const LABEL = 'local model';

/** One worker process (json-worker.ts); dead once it exits (the model starts another on the next request). */
class JsonWorker extends WorkerProcess {
  constructor(options: JsonWorkerOptions, log?: LocalJsonModelOptions['log']) {
    const [command, args] = nodeWorkerCommand(import.meta.url, 'json-worker', options);
    super({ command, args, label: LABEL, unavailable: (why) => new LocalModelUnavailableError(why), logger: engineLog(log) });
  }

  answer(message: Omit<JsonAnswerRequest, 'signal'>, signal?: AbortSignal): Promise<{ text: string; tokens: number }> {
    return this.request(
      { type: 'json', temperature: 0.3, ...message },
      (line) => {
        const reply = WorkerReply.parse(line);
        return reply.type === 'result' ? { text: reply.text, tokens: reply.tokens } : undefined;
      },
      signal,
    );
  }
}

/** The caller's log function as the worker's log: warnings only (stderr lines and load times stay quiet). */
function engineLog(log: LocalJsonModelOptions['log']): EngineLog | undefined {
  const quiet = () => {};
  return log && { debug: quiet, info: quiet, warn: log };
}

/**
 * A local GGUF chat model answering with JSON under a grammar, in its own process (started on
 * first use and again after a crash), so a crash or a long decode never blocks the service.
 * Requests are answered one at a time, in order.
 */
export function createLocalJsonModel(options: LocalJsonModelOptions): LocalJsonModel {
  const engine = engineOnFirstUse({
    label: LABEL,
    logger: engineLog(options.log),
    missingFiles: () =>
      [join(options.runtimeDir, 'node_modules', 'node-llama-cpp'), options.modelPath].filter((path) => !existsSync(path)),
    missing: (paths) => new LocalModelUnavailableError(`${LABEL} files are missing: ${paths.join(', ')}`),
    start: () =>
      new JsonWorker(
        {
          runtimeDir: options.runtimeDir,
          modelPath: options.modelPath,
          threads: options.threads ?? Math.max(1, availableParallelism() - 1),
          contextSize: options.contextSize ?? 2048,
        },
        options.log,
      ),
  });
  const model = options.modelPath
    .split('/')
    .pop()!
    .replace(/\.gguf$/, '');
  return {
    name: `local:${model}`,
    async answer({ signal, ...request }) {
      const started = performance.now();
      const reply = await engine.running().answer(request, signal);
      return { ...reply, ms: performance.now() - started };
    },
    warm: engine.warm,
    close: engine.close,
  };
}
