import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { Logger } from '@avatarium/platform';

import { EngineUnavailableError } from '../../types.js';
import type { VoiceSettings } from './voices.js';
import { WorkerReply, type WorkerOptions } from './worker-protocol.js';

export type SpokenReply = Extract<WorkerReply, { type: 'spoken' }>;

export interface SpeakJob {
  text: string;
  language: string;
  voice: VoiceSettings;
  signal?: AbortSignal;
}

interface Pending {
  resolve(reply: SpokenReply): void;
  reject(error: unknown): void;
}

const STDERR_LINES_KEPT = 20;
const STOP_GRACE_MS = 2_000;

/**
 * One running TTS worker process. It is spawned at once and answers requests in order; when it
 * exits, every unanswered request fails and the client is dead (the owner makes a new one).
 */
export class TtsWorkerClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, Pending>();
  private readonly stderr: string[] = [];
  private nextId = 1;
  private alive = true;
  private loaded = false;
  private fatal: string | undefined;
  readonly ready: Promise<number>;
  readonly exited: Promise<void>;

  constructor(options: WorkerOptions, logger?: Logger) {
    const [command, args] = workerCommand(options);
    this.child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let markReady: (loadMs: number) => void = () => {};
    let failStart: (error: unknown) => void = () => {};
    this.ready = new Promise<number>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    this.ready.catch(() => {}); // observed through speak(); never an unhandled rejection

    createInterface({ input: this.child.stderr }).on('line', (line) => {
      this.stderr.push(line);
      if (this.stderr.length > STDERR_LINES_KEPT) this.stderr.shift();
      logger?.debug('tts worker', { line });
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const reply = WorkerReply.safeParse(parseJson(line));
      if (!reply.success) {
        logger?.warn('tts worker: unreadable reply', { line: line.slice(0, 200) });
        return;
      }
      const message = reply.data;
      if (message.type === 'ready') {
        this.loaded = true;
        markReady(message.loadMs);
      } else if (message.type === 'fatal') this.fatal = message.message;
      else this.settle(message.id, message);
    });
    this.child.stdin.on('error', () => {}); // a dead worker's pipe: reported by 'exit'
    this.exited = new Promise<void>((resolve) => {
      this.child.once('error', (error) => {
        this.die(new EngineUnavailableError('tts', `offline voice could not start: ${error.message}`), failStart);
        resolve();
      });
      this.child.once('exit', (code, signal) => {
        const why = this.fatal
          ? `offline voice could not start: ${this.fatal}`
          : `offline voice process exited (${signal ?? `code ${code}`})${this.stderrTail()}`;
        this.die(new EngineUnavailableError('tts', why), failStart);
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

  /** Speaks once the engine is loaded; rejects with the signal's reason at once when aborted. */
  async speak(job: SpeakJob): Promise<SpokenReply> {
    job.signal?.throwIfAborted();
    const id = this.nextId++;
    return new Promise<SpokenReply>((resolve, reject) => {
      const onAbort = () => {
        this.pending.delete(id);
        this.write({ type: 'cancel', id });
        reject(job.signal!.reason);
      };
      job.signal?.addEventListener('abort', onAbort, { once: true });
      const cleanup = () => job.signal?.removeEventListener('abort', onAbort);
      this.pending.set(id, {
        resolve: (reply) => {
          cleanup();
          resolve(reply);
        },
        reject: (error) => {
          cleanup();
          reject(error);
        },
      });
      if (!this.alive) this.settle(id, new EngineUnavailableError('tts', 'offline voice process is not running'));
      else this.write({ type: 'speak', id, text: job.text, language: job.language, voice: job.voice });
    });
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

  private settle(id: number, outcome: Exclude<WorkerReply, { type: 'ready' | 'fatal' }> | Error): void {
    const waiting = this.pending.get(id);
    if (!waiting) return; // aborted meanwhile
    this.pending.delete(id);
    if (outcome instanceof Error) waiting.reject(outcome);
    else if (outcome.type === 'spoken') waiting.resolve(outcome);
    else waiting.reject(new Error(`offline voice failed: ${outcome.message}`));
  }

  private die(error: Error, failStart: (error: unknown) => void): void {
    if (!this.alive) return;
    this.alive = false;
    failStart(error);
    for (const id of [...this.pending.keys()]) this.settle(id, error);
  }

  private stderrTail(): string {
    return this.stderr.length > 0 ? `:\n${this.stderr.join('\n')}` : '';
  }
}

/** `node [--import tsx] tts-worker.(ts|js) <options>`: TypeScript sources run through tsx, as the services do. */
function workerCommand(options: WorkerOptions): [string, string[]] {
  const source = import.meta.url.endsWith('.ts');
  const worker = fileURLToPath(new URL(source ? './tts-worker.ts' : './tts-worker.js', import.meta.url));
  const loader = source ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  return [process.execPath, [...loader, worker, JSON.stringify(options)]];
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
