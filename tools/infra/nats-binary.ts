import { join } from 'node:path';

import { aptInstall } from './apt.js';
import { ensureCachedDir } from './cache.js';
import { isExecutable, run, tail } from './exec.js';
import { toolsCacheDir } from './paths.js';
import { findGo } from './toolchain.js';
import { NATS_SERVER_VERSION } from './versions.js';

const DEBIAN_PATHS = ['/usr/sbin/nats-server', '/usr/bin/nats-server'];
let resolved: Promise<string> | undefined;

/**
 * Path of a nats-server with JetStream. Prefers the pinned release built from the Go module
 * proxy into tools/.cache/nats-<version>/bin; without Go (or if that build fails) falls back
 * to Debian's package, which is older (2.9 on bookworm) but speaks the same protocol.
 */
export function ensureNatsServer(): Promise<string> {
  // Once per process: a failing Go build is not retried by every startNats call.
  resolved ??= locate().catch((error: unknown) => {
    resolved = undefined;
    throw error;
  });
  return resolved;
}

async function locate(): Promise<string> {
  const go = findGo();
  if (go) {
    try {
      return await buildPinned(go);
    } catch (error) {
      console.error(`building nats-server ${NATS_SERVER_VERSION} with Go failed; trying Debian's nats-server.\n${String(error)}`);
    }
  } else {
    console.error(
      `go not found: using Debian's nats-server instead of the pinned v${NATS_SERVER_VERSION} (install Go 1.25+ from https://go.dev/dl to build it)`,
    );
  }
  return debianNatsServer();
}

async function buildPinned(go: string): Promise<string> {
  const dir = await ensureCachedDir({
    dir: join(toolsCacheDir, `nats-${NATS_SERVER_VERSION}`),
    stamp: NATS_SERVER_VERSION,
    build: async (workDir) => {
      const started = Date.now();
      console.error(`building nats-server v${NATS_SERVER_VERSION} with ${go} (1-2 min the first time) ...`);
      const result = await run(go, ['install', `github.com/nats-io/nats-server/v2@v${NATS_SERVER_VERSION}`], {
        // CGO off: a static binary and no C compiler needed.
        env: { ...process.env, GOBIN: join(workDir, 'bin'), CGO_ENABLED: '0' },
      });
      if (result.code !== 0) {
        throw new Error(`go install failed (exit ${result.code}):\n${tail(result.stdout + result.stderr)}`);
      }
      console.error(`nats-server built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  });
  return join(dir, 'bin', 'nats-server');
}

async function debianNatsServer(): Promise<string> {
  const found = DEBIAN_PATHS.find(isExecutable);
  if (found) return found;
  await aptInstall(
    ['nats-server'],
    'nats-server not found and it cannot be built without Go (install Go 1.25+ from https://go.dev/dl)',
  );
  const installed = DEBIAN_PATHS.find(isExecutable);
  if (!installed) throw new Error(`apt-get installed nats-server but none of ${DEBIAN_PATHS.join(', ')} exists`);
  return installed;
}
