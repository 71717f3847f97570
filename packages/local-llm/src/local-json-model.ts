import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

interface Waiting {
  resolve(reply: { text: string; tokens: number }): void;
  reject(error: unknown): void;
}

const STDERR_LINES_KEPT = 20;
const STOP_GRACE_MS = 2_000;

/** One worker process; dead once it exits (the model starts another on the next request). */
class JsonWorker {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting = new Map<number, Waiting>();
  private readonly stderr: string[] = [];
  private nextId = 1;
  alive = true;
  readonly ready: Promise<number>;
  readonly exited: Promise<void>;

  constructor(options: JsonWorkerOptions, log?: LocalJsonModelOptions['log']) {
    const source = import.meta.url.endsWith('.ts');
    const script = fileURLToPath(new URL(`./json-worker.${source ? 'ts' : 'js'}`, import.meta.url));
    const loader = source ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
    this.child = spawn(process.execPath, [...loader, script, JSON.stringify(options)], { stdio: ['pipe', 'pipe', 'pipe'] });
    let markReady: (loadMs: number) => void = () => {};
    let failStart: (error: unknown) => void = () => {};
    this.ready = new Promise<number>((resolve, reject) => ((markReady = resolve), (failStart = reject)));
    this.ready.catch(() => {}); // observed through requests
    let fatal: string | undefined;
    createInterface({ input: this.child.stderr }).on('line', (line) => {
      this.stderr.push(line);
      if (this.stderr.length > STDERR_LINES_KEPT) this.stderr.shift();
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      let parsed;
      try {
        parsed = WorkerReply.safeParse(JSON.parse(line));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) return log?.('local model worker: unreadable reply', { line: line.slice(0, 200) });
      const reply = parsed.data;
      if (reply.type === 'ready') markReady(reply.loadMs);
      else if (reply.type === 'fatal') fatal = reply.message;
      else {
        const waiting = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        if (reply.type === 'result') waiting?.resolve(reply);
        else waiting?.reject(new Error(`local model failed: ${reply.message}`));
      }
    });
    this.child.stdin.on('error', () => {}); // a dead worker's pipe: reported by 'exit'
    this.exited = new Promise<void>((resolve) => {
      const die = (why: string) => {
        this.alive = false;
        const error = new LocalModelUnavailableError(why);
        failStart(error);
        for (const waiting of this.waiting.values()) waiting.reject(error);
        this.waiting.clear();
        resolve();
      };
      this.child.once('error', (error) => die(`local model could not start: ${error.message}`));
      this.child.once('exit', (code, signal) => {
        const tail = this.stderr.length > 0 ? `:\n${this.stderr.join('\n')}` : '';
        die(fatal ? `local model could not start: ${fatal}` : `local model process exited (${signal ?? `code ${code}`})${tail}`);
      });
    });
  }

  request(message: Omit<JsonAnswerRequest, 'signal'>, signal?: AbortSignal): Promise<{ text: string; tokens: number }> {
    signal?.throwIfAborted();
    if (!this.alive) return Promise.reject(new LocalModelUnavailableError('local model is not running'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.waiting.delete(id);
        this.write({ type: 'cancel', id });
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', onAbort);
          then(value);
        };
      this.waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
      this.write({ type: 'json', id, temperature: 0.3, ...message });
    });
  }

  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }

  private write(message: object): void {
    if (this.alive) this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }
}

/**
 * A local GGUF chat model answering with JSON under a grammar, in its own process (started on
 * first use and again after a crash), so a crash or a long decode never blocks the service.
 * Requests are answered one at a time, in order.
 */
export function createLocalJsonModel(options: LocalJsonModelOptions): LocalJsonModel {
  let worker: JsonWorker | undefined;
  const running = (): JsonWorker => {
    if (worker?.alive) return worker;
    const runtime = join(options.runtimeDir, 'node_modules', 'node-llama-cpp');
    const missing = [runtime, options.modelPath].filter((path) => !existsSync(path));
    if (missing.length > 0) throw new LocalModelUnavailableError(`local model files are missing: ${missing.join(', ')}`);
    if (worker) options.log?.('local model process stopped; starting it again');
    worker = new JsonWorker(
      {
        runtimeDir: options.runtimeDir,
        modelPath: options.modelPath,
        threads: options.threads ?? Math.max(1, availableParallelism() - 1),
        contextSize: options.contextSize ?? 2048,
      },
      options.log,
    );
    return worker;
  };
  const model = options.modelPath
    .split('/')
    .pop()!
    .replace(/\.gguf$/, '');
  return {
    name: `local:${model}`,
    async answer({ signal, ...request }) {
      const started = performance.now();
      const reply = await running().request(request, signal);
      return { ...reply, ms: performance.now() - started };
    },
    async warm() {
      await running().ready;
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      await stopping?.stop();
    },
  };
}
