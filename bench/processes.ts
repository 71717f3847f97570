import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../', import.meta.url));

export interface NodeChild {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with a description of how the process ended; never rejects. */
  readonly exited: Promise<string>;
  send(message: unknown): void;
  /**
   * The next IPC message of this type; rejects on a `{ type: 'failed', message }` report, or if
   * the child exits or the time runs out first.
   */
  receive<T extends { type: string }>(type: T['type'], timeoutMs: number): Promise<T>;
  /** SIGTERM to the whole process group, SIGKILL after graceMs. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<NodeChild>();

/**
 * Runs a TypeScript entry point as `node --import tsx` in a process group of its own, so each
 * side of a benchmark gets its own event loop and file-descriptor limit, and stopping the
 * group leaves no grandchildren behind.
 */
export function spawnNode(name: string, entry: string, options: { env?: Record<string, string>; ipc?: boolean } = {}): NodeChild {
  const child = spawn(process.execPath, [...profilingArgs(name), '--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  forward(name, child.stdout);
  forward(name, child.stderr);
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(`failed to start: ${error.message}`));
    child.once('exit', (code, signal) => resolve(signal ? `killed by ${signal}` : `exited with code ${code}`));
  });
  const inbox: Array<{ type: string }> = [];
  const waiters = new Set<() => void>();
  child.on('message', (message) => {
    inbox.push(message as { type: string });
    for (const wake of waiters) wake();
  });

  const handle: NodeChild = {
    name,
    child,
    exited,
    send: (message) => {
      // A child that died is reported through `exited` and `receive`; a send to it must not throw.
      if (child.connected) child.send(message as never, () => undefined);
    },
    receive<T extends { type: string }>(type: T['type'], timeoutMs: number) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const index = inbox.findIndex((message) => message.type === type || message.type === 'failed');
          if (index < 0) return;
          done();
          const message = inbox.splice(index, 1)[0]!;
          if (message.type === 'failed') reject(new Error(`${name}: ${(message as { message?: string }).message}`));
          else resolve(message as T);
        };
        const timer = setTimeout(
          () => (done(), reject(new Error(`${name}: no '${type}' message within ${timeoutMs} ms`))),
          timeoutMs,
        );
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        void exited.then((how) => (done(), reject(new Error(`${name} ${how} while waiting for '${type}'`))));
        check();
      });
    },
    async stop(graceMs = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // The leader is gone; anything it started in the group goes too.
      signalGroup(child, 'SIGKILL');
    },
  };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

/**
 * BENCH_CPU_PROF=gateway,subscribers (prefixes of child names, or `all`) writes V8 CPU profiles
 * of those children to bench/results/profiles/<name>/ when they exit, to see where time goes.
 */
function profilingArgs(name: string): string[] {
  const wanted = (process.env.BENCH_CPU_PROF ?? '').split(',').filter(Boolean);
  if (!wanted.some((prefix) => prefix === 'all' || name.startsWith(prefix))) return [];
  return ['--cpu-prof', '--cpu-prof-dir', path.join(repoRoot, 'bench/results/profiles', name.replace(/[^\w-]+/g, '-'))];
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

function forward(name: string, stream: Readable | null): void {
  if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => console.error(`[${name}] ${line}`));
}

/** Stops every child still running, in parallel. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop()));
}

const teardowns: Array<() => Promise<void>> = [];

/** Also run on a signal, after the children are stopped (servers started by other means, temp dirs). */
export function onSignalTeardown(teardown: () => Promise<void>): void {
  teardowns.push(teardown);
}

// Detached groups do not get the terminal's Ctrl-C, so pass it on; and never leave one behind
// when this process exits however it exits.
process.once('exit', () => {
  for (const { child } of running) signalGroup(child, 'SIGKILL');
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // `on`, not `once`: Ctrl-C under tools/bench.ts arrives twice (terminal and runner), and a
  // second, unhandled one would kill us before the children are stopped.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stopAll()
      .then(() => Promise.allSettled(teardowns.map((teardown) => teardown())))
      .finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)));
  });
}
