import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

import { signalChild, trackChild } from './children.js';
import { withUmask } from './private-files.js';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all (ENOENT, EACCES). */
  error?: Error;
}

export interface SpawnManagedOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Own process group: a terminal's Ctrl-C then reaches only the supervisor, which stops
   * its children in a chosen order instead of all at once.
   */
  detached?: boolean;
  onStdout?: (line: string) => void;
  onStderr?: (line: string) => void;
  /** The child's umask (it inherits the parent's otherwise): PRIVATE_UMASK for processes writing the data folder. */
  umask?: number;
}

export interface StopOptions {
  signal?: NodeJS.Signals;
  /** Then SIGKILL. */
  timeoutMs?: number;
}

export interface ManagedProcess {
  readonly child: ChildProcess;
  /** Resolves when the process is gone; never rejects. */
  readonly exited: Promise<ExitInfo>;
  isRunning(): boolean;
  stop(options?: StopOptions): Promise<ExitInfo>;
}

/** spawn() plus line-wise output, a single exit promise, orphan protection and a bounded stop. */
export function spawnManaged(command: string, args: readonly string[], options: SpawnManagedOptions = {}): ManagedProcess {
  const group = options.detached ?? false;
  const child = withUmask(options.umask, () =>
    spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: group,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  trackChild(child, group);
  forwardLines(child.stdout, options.onStdout);
  forwardLines(child.stderr, options.onStderr);

  let done = false;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('error', (error) => {
      done = true;
      resolve({ code: null, signal: null, error });
    });
    // 'close' rather than 'exit': the last output lines have been delivered by then.
    child.once('close', (code, signal) => {
      done = true;
      resolve({ code, signal });
    });
  });

  return {
    child,
    exited,
    isRunning: () => !done,
    async stop({ signal = 'SIGTERM', timeoutMs = 5_000 } = {}) {
      if (done) return exited;
      signalChild(child, group, signal);
      // Cancelled afterwards so a quick exit does not keep the event loop alive for timeoutMs.
      const cancel = new AbortController();
      const timer = sleep(timeoutMs, 'timeout' as const, { signal: cancel.signal }).catch(() => 'cancelled' as const);
      const first = await Promise.race([exited, timer]);
      cancel.abort();
      if (first === 'timeout') signalChild(child, group, 'SIGKILL');
      return exited;
    },
  };
}

function forwardLines(stream: Readable | null, onLine: ((line: string) => void) | undefined): void {
  if (!stream) return;
  if (!onLine) {
    stream.resume(); // drain, or a chatty child blocks on a full pipe
    return;
  }
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
}

/** Human-readable exit description for logs. */
export function describeExit(info: ExitInfo): string {
  if (info.error) return `failed to start: ${info.error.message}`;
  if (info.signal) return `killed by ${info.signal}`;
  return `exited with code ${info.code}`;
}
