import { join } from 'node:path';

import { ensureCachedDir } from './cache.js';
import { run, tail } from './exec.js';
import { toolsCacheDir } from './paths.js';
import { findGo } from './toolchain.js';
import { STRIPE_MOCK_VERSION } from './versions.js';

let resolved: Promise<string> | undefined;

/**
 * Stripe's official API mock (github.com/stripe/stripe-mock), built once from the Go module
 * proxy into tools/.cache/stripe-mock-<version>/bin, as nats-server is. The tests run the
 * Stripe adapter against it; nothing of it ships in the product.
 */
export function ensureStripeMock(): Promise<string> {
  resolved ??= build().catch((error: unknown) => {
    resolved = undefined;
    throw error;
  });
  return resolved;
}

async function build(): Promise<string> {
  const go = findGo();
  if (!go) throw new Error('go not found: stripe-mock is built with Go 1.21+ (https://go.dev/dl)');
  const dir = await ensureCachedDir({
    dir: join(toolsCacheDir, `stripe-mock-${STRIPE_MOCK_VERSION}`),
    stamp: STRIPE_MOCK_VERSION,
    build: async (workDir) => {
      const result = await run(go, ['install', `github.com/stripe/stripe-mock@v${STRIPE_MOCK_VERSION}`], {
        env: { ...process.env, GOBIN: join(workDir, 'bin'), CGO_ENABLED: '0' },
      });
      if (result.code !== 0)
        throw new Error(`go install stripe-mock failed (exit ${result.code}):\n${tail(result.stdout + result.stderr)}`);
    },
  });
  return join(dir, 'bin', 'stripe-mock');
}
