import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { z } from 'zod';

import type { Logger } from '../logger.js';
import { parseJson } from './parse-json.js';

/**
 * One offline engine in its own process, spoken to in JSON lines: requests on its stdin
 * (`{type, id, ...}`, `{type: 'cancel', id}`), replies on its stdout (`ready`, `fatal`, and
 * per request any number of replies ending in one the caller accepts, or `failed`). Its stderr
 * is a log. When it exits, every open request fails and the process object is dead: the
 * owner makes a new one.
 */

/** Where a worker's stderr, unreadable replies, restarts and load time are told. */
export type EngineLog = Pick<Logger, 'debug' | 'info' | 'warn'>;

export interface WorkerProcessOptions {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Named in errors and logs: 'offline voice'. */
  label: string;
  /** The error an engine that is not running fails with (its owner's own kind). */
  unavailable(message: string): Error;
  logger?: EngineLog;
}

/** Sees each reply to one request; returns the request's result when it is the last one. */
export type ReplyHandler<T> = (reply: WorkerLine) => T | undefined;

const WorkerLine = z.object({ type: z.string(), id: z.number().int().optional() }).passthrough();
export type WorkerLine = z.infer<typeof WorkerLine>;
const Ready = z.object({ type: z.literal('ready'), loadMs: z.number() });
const Failure = z.object({ type: z.enum(['failed', 'fatal']), message: z.string() });

interface Pending {
  onReply(reply: WorkerLine): void;
  reject(error: unknown): void;
}

const STDERR_LINES_KEPT = 20;
const STOP_GRACE_MS = 2_000;

export class WorkerProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, Pending>();
  private readonly stderr: string[] = [];
  private nextId = 1;
  private alive = true;
  private loaded = false;
  private fatal: string | undefined;
  /** Resolves with the engine's load time once it is ready to answer. */
  readonly ready: Promise<number>;
  readonly exited: Promise<void>;

  constructor(private readonly options: WorkerProcessOptions) {
    const { label, logger } = options;
    this.child = spawn(options.command, options.args, { stdio: ['pipe', 'pipe', 'pipe'], env: options.env ?? process.env });
    let markReady: (loadMs: number) => void = () => {};
    let failStart: (error: unknown) => void = () => {};
    this.ready = new Promise<number>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    this.ready.catch(() => {}); // observed through requests; never an unhandled rejection

    createInterface({ input: this.child.stderr }).on('line', (line) => {
      this.stderr.push(line);
      if (this.stderr.length > STDERR_LINES_KEPT) this.stderr.shift();
      logger?.debug(`${label} worker`, { line });
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const parsed = WorkerLine.safeParse(parseJson(line));
      if (!parsed.success) {
        logger?.warn(`${label} worker: unreadable reply`, { line: line.slice(0, 200) });
        return;
      }
      const reply = parsed.data;
      if (reply.type === 'ready') {
        this.loaded = true;
        markReady(Ready.parse(reply).loadMs);
      } else if (reply.type === 'fatal') this.fatal = Failure.parse(reply).message;
      else if (reply.id !== undefined) this.pending.get(reply.id)?.onReply(reply);
    });
    this.child.stdin.on('error', () => {}); // a dead worker's pipe: reported by 'exit'
    this.exited = new Promise<void>((resolve) => {
      this.child.once('error', (error) => {
        this.die(options.unavailable(`${label} could not start: ${error.message}`), failStart);
        resolve();
      });
      this.child.once('exit', (code, signal) => {
        const why = this.fatal
          ? `${label} could not start: ${this.fatal}`
          : `${label} process exited (${signal ?? `code ${code}`})${this.stderrTail()}`;
        this.die(options.unavailable(why), failStart);
        resolve();
      });
    });
  }

  isAlive(): boolean {
    return this.alive;
  }

  /** It had loaded the engine and then died: worth starting another one. */
  crashed(): boolean {
    return this.loaded && !this.alive;
  }

  /**
   * Sends one request; `handle` sees its replies until it returns a result. An aborted signal
   * cancels it in the worker and rejects at once with the signal's reason.
   */
  request<T>(message: { type: string } & Record<string, unknown>, handle: ReplyHandler<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const finish = (settle: () => void) => {
        this.pending.delete(id);
        signal?.removeEventListener('abort', onAbort);
        settle();
      };
      const onAbort = () => {
        this.write({ type: 'cancel', id });
        finish(() => reject(signal!.reason));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        onReply: (reply) => {
          try {
            if (reply.type === 'failed') {
              const why = Failure.parse(reply).message;
              finish(() => reject(new Error(`${this.options.label} failed: ${why}`)));
              return;
            }
            const result = handle(reply);
            if (result !== undefined) finish(() => resolve(result));
          } catch (error) {
            finish(() => reject(error));
          }
        },
        reject: (error) => finish(() => reject(error)),
      });
      if (!this.alive) this.pending.get(id)?.reject(this.options.unavailable(`${this.options.label} is not running`));
      else this.write({ ...message, id });
    });
  }

  /** Sends a notice (serve-worker.ts): no id, no reply; dropped when the worker is dead. */
  notify(message: { type: string } & Record<string, unknown>): void {
    this.write(message);
  }

  /** Closes its stdin (the worker exits by itself), then kills it if it lingers. */
  async stop(): Promise<void> {
    if (this.alive) {
      this.child.stdin.end();
      const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS);
      await this.exited;
      clearTimeout(timer);
    }
  }

  private write(message: object): void {
    if (this.alive) this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  private die(error: Error, failStart: (error: unknown) => void): void {
    if (!this.alive) return;
    this.alive = false;
    failStart(error);
    for (const waiting of [...this.pending.values()]) waiting.reject(error);
  }

  private stderrTail(): string {
    return this.stderr.length > 0 ? `:\n${this.stderr.join('\n')}` : '';
  }
}

/** `node [--import tsx] <worker>.(ts|js) <options JSON>`: TypeScript sources run through tsx, as the services do. */
export function nodeWorkerCommand(callerUrl: string, workerBaseName: string, options: object): [string, string[]] {
  const source = callerUrl.endsWith('.ts');
  const worker = fileURLToPath(new URL(`./${workerBaseName}.${source ? 'ts' : 'js'}`, callerUrl));
  const loader = source ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  return [process.execPath, [...loader, worker, JSON.stringify(options)]];
}
