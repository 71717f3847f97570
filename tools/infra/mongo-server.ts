import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { ExitInfo } from './managed-process.js';
import { describeExit, spawnManaged } from './managed-process.js';
import { ensurePrivateDir, makePrivate, PRIVATE_UMASK } from './private-files.js';
import { ensureMongoJars } from './mongo-jars.js';
import { repoRoot } from './paths.js';
import { recentLines } from './recent-lines.js';
import { requireJava } from './toolchain.js';

export interface StartMongoOptions {
  backend: 'memory' | 'h2';
  /** H2 store file (`.mv.db`); required for the h2 backend. */
  file?: string;
  /** 0 or unset: the server binds a free port itself, so there is no pick-then-bind race. */
  port?: number;
  /** Own process group (see SpawnManagedOptions.detached). */
  detached?: boolean;
  /** Server output, line by line; by default it is kept only for error messages. */
  onLog?: (line: string) => void;
  startTimeoutMs?: number;
}

export interface MongoServerHandle {
  uri: string;
  port: number;
  /** Resolves if the server ends, on request or not. */
  exited: Promise<ExitInfo>;
  /** SIGTERM (the launcher closes the H2 store cleanly), SIGKILL after 5 s. */
  stop(): Promise<void>;
}

const launcher = join(repoRoot, 'tools/mongo/Launcher.java');

/** Starts the embedded MongoDB-compatible server on 127.0.0.1 and waits until it listens. */
export async function startMongo(options: StartMongoOptions): Promise<MongoServerHandle> {
  const [java, jars] = await Promise.all([requireJava(), ensureMongoJars()]);
  const args = [
    // A small dev/test server: the serial collector avoids one GC thread per core.
    '-XX:+UseSerialGC',
    '-cp',
    join(jars, '*'), // expanded by java itself, no shell involved
    launcher,
    '--backend',
    options.backend,
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port ?? 0),
    '--exit-with-parent',
  ];
  if (options.backend === 'h2') {
    if (!options.file) throw new Error("startMongo: backend 'h2' needs a file");
    const file = resolve(options.file);
    // The database holds password hashes: its folder and files are the platform user's only.
    await ensurePrivateDir(dirname(file));
    await makePrivate(dirname(file));
    args.push('--file', file);
  }

  const recent = recentLines();
  const log = (line: string): void => {
    recent.push(line);
    options.onLog?.(line);
  };
  let onReady: (port: number) => void = () => {};
  const ready = new Promise<number>((resolvePort) => (onReady = resolvePort));
  const proc = spawnManaged(java, args, {
    cwd: repoRoot,
    umask: options.backend === 'h2' ? PRIVATE_UMASK : undefined,
    detached: options.detached,
    onStdout: (line) => {
      const match = /^READY (\d+)$/.exec(line);
      if (match) onReady(Number(match[1]));
      else log(line);
    },
    onStderr: log,
  });

  const timeoutMs = options.startTimeoutMs ?? 60_000;
  const outcome = await Promise.race([
    ready,
    proc.exited.then((info) => ({ exit: info })),
    sleep(timeoutMs, { timeout: true as const }, { ref: false }),
  ]);
  if (typeof outcome !== 'number') {
    await proc.stop();
    const why = 'exit' in outcome ? describeExit(outcome.exit) : `did not print READY within ${timeoutMs} ms`;
    throw new Error(`embedded MongoDB (${options.backend}) ${why}\n${recent.text()}`);
  }

  return {
    uri: `mongodb://127.0.0.1:${outcome}/`,
    port: outcome,
    exited: proc.exited,
    stop: async () => {
      await proc.stop({ timeoutMs: 5_000 });
    },
  };
}
