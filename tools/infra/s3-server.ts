import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { ensureMinioServer } from '../s3/minio-binary.js';
import { stopLeftoverFromPidFile } from './leftover-process.js';
import type { ExitInfo, ManagedProcess } from './managed-process.js';
import { describeExit, spawnManaged } from './managed-process.js';
import { freePort } from './net.js';
import { recentLines } from './recent-lines.js';

export { ensureMinioServer, MINIO_VERSION } from '../s3/minio-binary.js';

export interface StartS3ServerOptions {
  /** The server's own folder: objects under `drive/`; they survive restarts when it is on disk. */
  dataDir: string;
  /** Unset: a free port is picked (and retried if someone else grabs it first). */
  port?: number;
  /** Root credentials (MinIO wants at least 3 and 8 characters). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Own process group (see SpawnManagedOptions.detached). */
  detached?: boolean;
  onLog?: (line: string) => void;
  startTimeoutMs?: number;
}

export interface S3ServerHandle {
  /** `http://127.0.0.1:<port>`; use path-style addressing (no bucket subdomains on loopback). */
  endpoint: string;
  port: number;
  /** The server checks signatures against this region, as AWS does. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  exited: Promise<ExitInfo>;
  /** SIGTERM, SIGKILL after 5 s. */
  stop(): Promise<void>;
}

const REGION = 'us-east-1';
const ATTEMPTS_WITH_PICKED_PORT = 3;

/**
 * Runs a MinIO server (the S3 API, signature V4 checked, multipart, presigned URLs) on
 * 127.0.0.1 and waits until it serves requests. No bucket exists at first.
 */
export async function startS3Server(options: StartS3ServerOptions): Promise<S3ServerHandle> {
  const binary = await ensureMinioServer();
  const dataDir = resolve(options.dataDir);
  const driveDir = join(dataDir, 'drive');
  await mkdir(driveDir, { recursive: true });
  // MinIO has no pid-file option: we write one, so a server left by a killed run is stopped
  // before a second one opens the same drive.
  const pidFile = join(dataDir, 'minio.pid');
  await stopLeftoverFromPidFile(pidFile, driveDir, (line) => (options.onLog ?? console.error)(line));

  const attempts = options.port ? 1 : ATTEMPTS_WITH_PICKED_PORT;
  let lastError: Error | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const port = options.port ?? (await freePort());
    try {
      return await startOnce(binary, { dataDir, driveDir, pidFile, port }, options);
    } catch (error) {
      lastError = error as Error;
      // Only a lost race for the picked port is worth another try.
      if (!/port is already in use|address already in use/i.test(lastError.message)) break;
    }
  }
  throw lastError ?? new Error('MinIO did not start');
}

interface Placement {
  dataDir: string;
  driveDir: string;
  pidFile: string;
  port: number;
}

async function startOnce(binary: string, place: Placement, options: StartS3ServerOptions): Promise<S3ServerHandle> {
  const accessKeyId = options.accessKeyId ?? 'avatarium';
  const secretAccessKey = options.secretAccessKey ?? 'avatarium-local-secret';
  const { port } = place;
  const endpoint = `http://127.0.0.1:${port}`;

  const recent = recentLines();
  let onBanner: () => void = () => {};
  const banner = new Promise<void>((resolveBanner) => (onBanner = resolveBanner));
  const log = (line: string): void => {
    recent.push(line);
    // Printed by our own process once it listens: a health reply alone could come from
    // another server that won the race for a picked port.
    if (line.startsWith('API:') && line.includes(`:${port}`)) onBanner();
    options.onLog?.(line);
  };

  // The caller's MINIO_* variables (volumes, KMS, ...) would change what this server is.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('MINIO_')));
  const proc = spawnManaged(
    binary,
    ['server', place.driveDir, '--address', `127.0.0.1:${port}`, '--certs-dir', join(place.dataDir, 'certs')],
    {
      detached: options.detached,
      env: {
        ...env,
        MINIO_ROOT_USER: accessKeyId,
        MINIO_ROOT_PASSWORD: secretAccessKey,
        MINIO_SITE_REGION: REGION,
        // No web console (it would want a second port), no update checks.
        MINIO_BROWSER: 'off',
        MINIO_UPDATE: 'off',
      },
      onStdout: log,
      onStderr: log,
    },
  );
  if (proc.child.pid) await writeFile(place.pidFile, String(proc.child.pid));

  const timeoutMs = options.startTimeoutMs ?? 30_000;
  const ready = await waitUntilReady(proc, banner, endpoint, timeoutMs);
  if (!ready) {
    const why = proc.isRunning() ? `was not ready within ${timeoutMs} ms` : describeExit(await proc.exited);
    await proc.stop();
    throw new Error(`MinIO (${binary}) on port ${port} ${why}\n${recent.text()}`);
  }
  return {
    endpoint,
    port,
    region: REGION,
    accessKeyId,
    secretAccessKey,
    exited: proc.exited,
    stop: async () => {
      await proc.stop({ timeoutMs: 5_000 });
    },
  };
}

/** Our banner, then the cluster health check (object layer, bucket metadata and IAM loaded). */
async function waitUntilReady(
  proc: ManagedProcess,
  banner: Promise<void>,
  endpoint: string,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const cancel = new AbortController();
  const first = await Promise.race([
    banner.then(() => 'banner' as const),
    proc.exited.then(() => 'exited' as const),
    sleep(timeoutMs, 'timeout' as const, { signal: cancel.signal }).catch(() => 'cancelled' as const),
  ]);
  cancel.abort();
  if (first !== 'banner') return false;
  while (Date.now() < deadline && proc.isRunning()) {
    const status = await fetch(`${endpoint}/minio/health/cluster`, { signal: AbortSignal.timeout(2_000) }).then(
      (reply) => reply.status,
      () => 0,
    );
    if (status === 200) return true;
    await sleep(50);
  }
  return false;
}
