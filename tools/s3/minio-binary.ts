import { join } from 'node:path';

import { ensureCachedDir } from '../infra/cache.js';
import { isExecutable, run, tail } from '../infra/exec.js';
import { toolsCacheDir } from '../infra/paths.js';
import { findGo } from '../infra/toolchain.js';

/**
 * MinIO, pinned. MinIO's release tags (RELEASE.2025-...) are not semver, so the Go module
 * proxy only serves commits as pseudo-versions; this is the newest one it has. The cache
 * folder carries it, so changing it rebuilds once on every machine.
 */
export const MINIO_VERSION = 'v0.0.0-20260212201848-7aac2a2c5b7c';

/** Set to a minio binary to skip the build (a machine without Go). */
export const MINIO_BINARY_ENV = 'AVATARIUM_MINIO_BINARY';

let resolved: Promise<string> | undefined;

/**
 * Path of a MinIO server built from the Go module proxy into tools/.cache/minio-<version>/bin
 * (3-5 min and ~150 MB the first time, then reused), or the binary named by
 * AVATARIUM_MINIO_BINARY.
 */
export function ensureMinioServer(): Promise<string> {
  // Once per process: a failing build is not retried by every start.
  resolved ??= locate().catch((error: unknown) => {
    resolved = undefined;
    throw error;
  });
  return resolved;
}

async function locate(): Promise<string> {
  const given = process.env[MINIO_BINARY_ENV];
  if (given) {
    if (!isExecutable(given)) throw new Error(`${MINIO_BINARY_ENV}=${given} is not an executable file`);
    return given;
  }
  const go = findGo();
  if (!go) {
    throw new Error(
      `go not found: MinIO (the local S3 server) is built from the Go module proxy. Install Go 1.24+ from https://go.dev/dl, or set ${MINIO_BINARY_ENV} to a minio binary`,
    );
  }
  const dir = await ensureCachedDir({
    dir: join(toolsCacheDir, `minio-${MINIO_VERSION}`),
    stamp: MINIO_VERSION,
    build: async (workDir) => {
      const started = Date.now();
      console.error(`building MinIO ${MINIO_VERSION} with ${go} (3-5 min the first time) ...`);
      const result = await run(go, ['install', `github.com/minio/minio@${MINIO_VERSION}`], {
        // CGO off: a static binary and no C compiler needed.
        env: { ...process.env, GOBIN: join(workDir, 'bin'), CGO_ENABLED: '0' },
      });
      if (result.code !== 0) {
        throw new Error(
          `go install github.com/minio/minio failed (exit ${result.code}):\n${tail(result.stdout + result.stderr)}`,
        );
      }
      console.error(`MinIO built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  });
  return join(dir, 'bin', 'minio');
}
