import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

import { withFileLock } from './lock.js';

export interface CachedDirSpec {
  /** Final folder, e.g. tools/.cache/nats-2.12.15. */
  dir: string;
  /** Anything that must match for the cached content to be reused (version, file hash). */
  stamp: string;
  /** Fills `workDir`; it becomes `dir` only when this resolves. */
  build: (workDir: string) => Promise<void>;
}

const STAMP_FILE = '.complete';
const inFlight = new Map<string, Promise<string>>();

/**
 * Builds a cache folder once. The build writes to a private work folder that is renamed into
 * place at the end, so an interrupted build never leaves a half-filled folder that later
 * looks valid; the lock only saves doing the same work twice at once.
 */
export function ensureCachedDir(spec: CachedDirSpec): Promise<string> {
  let pending = inFlight.get(spec.dir);
  if (!pending) {
    pending = buildIfNeeded(spec).finally(() => inFlight.delete(spec.dir));
    inFlight.set(spec.dir, pending);
  }
  return pending;
}

async function buildIfNeeded(spec: CachedDirSpec): Promise<string> {
  if (await hasStamp(spec)) return spec.dir;
  return withFileLock(
    `${spec.dir}.lock`,
    async () => {
      if (await hasStamp(spec)) return spec.dir; // another process built it while we waited
      const workDir = `${spec.dir}.tmp-${process.pid}`;
      await rm(workDir, { recursive: true, force: true });
      await mkdir(workDir, { recursive: true });
      try {
        await spec.build(workDir);
        await writeFile(join(workDir, STAMP_FILE), spec.stamp);
        await rm(spec.dir, { recursive: true, force: true });
        await rename(workDir, spec.dir);
      } catch (error) {
        await rm(workDir, { recursive: true, force: true });
        throw error;
      }
      return spec.dir;
    },
    { waitingMessage: `waiting for another process to finish building ${basename(spec.dir)} ...` },
  );
}

async function hasStamp(spec: CachedDirSpec): Promise<boolean> {
  try {
    return (await readFile(join(spec.dir, STAMP_FILE), 'utf8')) === spec.stamp;
  } catch {
    return false;
  }
}
