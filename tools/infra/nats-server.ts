import { chmod, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { stopLeftoverFromPidFile } from './leftover-process.js';
import type { ExitInfo } from './managed-process.js';
import { describeExit, spawnManaged } from './managed-process.js';
import { ensureNatsServer } from './nats-binary.js';
import { freePort, waitForTcp } from './net.js';
import { ensurePrivateDir, makePrivate, PRIVATE_UMASK } from './private-files.js';
import { recentLines } from './recent-lines.js';

export interface StartNatsOptions {
  /** JetStream store; survives restarts when it is on disk. */
  storeDir: string;
  /** Unset: a free port is picked (and retried if someone else grabs it first). */
  port?: number;
  /** Own process group (see SpawnManagedOptions.detached). */
  detached?: boolean;
  onLog?: (line: string) => void;
  startTimeoutMs?: number;
  /** Clients must present these (written to a 0600 config file, never on the command line). */
  auth?: { user: string; password: string };
}

export interface NatsServerHandle {
  /** Without credentials: safe to log. */
  url: string;
  /** What clients connect with: `url`, plus the credentials when the server requires them. */
  clientUrl: string;
  port: number;
  exited: Promise<ExitInfo>;
  /** SIGTERM (nats-server flushes JetStream), SIGKILL after 5 s. */
  stop(): Promise<void>;
}

const ATTEMPTS_WITH_PICKED_PORT = 3;

/** Runs nats-server with JetStream on 127.0.0.1 and waits until it accepts connections. */
export async function startNats(options: StartNatsOptions): Promise<NatsServerHandle> {
  const binary = await ensureNatsServer();
  const storeDir = resolve(options.storeDir);
  // The JetStream store (and the pid/config files) are the platform user's only.
  await ensurePrivateDir(storeDir);
  await makePrivate(storeDir);
  const pidFile = join(storeDir, 'nats-server.pid');
  await stopLeftoverFromPidFile(pidFile, storeDir, (line) => (options.onLog ?? console.error)(line));

  const attempts = options.port ? 1 : ATTEMPTS_WITH_PICKED_PORT;
  let lastError: Error | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const port = options.port ?? (await freePort());
    try {
      return await startOnce(binary, storeDir, pidFile, port, options);
    } catch (error) {
      lastError = error as Error;
      // Only a lost race for the picked port is worth another try.
      if (!/address already in use/i.test(lastError.message)) break;
    }
  }
  throw lastError ?? new Error('nats-server did not start');
}

async function startOnce(
  binary: string,
  storeDir: string,
  pidFile: string,
  port: number,
  options: StartNatsOptions,
): Promise<NatsServerHandle> {
  const recent = recentLines();
  let onReadyLine: () => void = () => {};
  const readyLine = new Promise<void>((resolveReady) => (onReadyLine = resolveReady));
  const log = (line: string): void => {
    recent.push(line);
    if (line.includes('Server is ready')) onReadyLine();
    options.onLog?.(line);
  };
  // No -m: the HTTP monitoring port stays off (nothing needs it, and a fixed one would collide
  // between parallel test servers).
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir, '-P', pidFile];
  if (options.auth) args.push('-c', await writeAuthConfig(storeDir, options.auth));
  const proc = spawnManaged(binary, args, { detached: options.detached, onStdout: log, onStderr: log, umask: PRIVATE_UMASK });

  const timeoutMs = options.startTimeoutMs ?? 30_000;
  let listening = await waitForTcp(port, { timeoutMs, isAlive: proc.isRunning });
  if (listening) {
    // A connect can also reach another process that won the race for a picked port, while
    // ours dies on "address already in use": wait for our own server's ready line (briefly,
    // in case a release words it differently) and make sure it is still alive.
    await Promise.race([readyLine, proc.exited, sleep(2_000, undefined, { ref: false })]);
    listening = proc.isRunning();
  }
  if (!listening) {
    const why = proc.isRunning() ? `did not listen within ${timeoutMs} ms` : describeExit(await proc.exited);
    await proc.stop();
    throw new Error(`nats-server (${binary}) on port ${port} ${why}\n${recent.text()}`);
  }
  const url = `nats://127.0.0.1:${port}`;
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.password)}@`
    : '';
  return {
    url,
    clientUrl: `nats://${credentials}127.0.0.1:${port}`,
    port,
    exited: proc.exited,
    stop: async () => {
      await proc.stop({ timeoutMs: 5_000 });
    },
  };
}

/** A config file only its owner can read: a local process without it cannot talk to the services' NATS. */
async function writeAuthConfig(storeDir: string, auth: { user: string; password: string }): Promise<string> {
  const file = join(storeDir, 'auth.conf');
  await writeFile(
    file,
    `authorization {\n  user: ${JSON.stringify(auth.user)}\n  password: ${JSON.stringify(auth.password)}\n}\n`,
    {
      mode: 0o600,
    },
  );
  await chmod(file, 0o600); // `mode` only applies when the file is created
  return file;
}
