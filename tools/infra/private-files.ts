import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * The platform's data (the embedded database file with password hashes, uploads, storage, the
 * NATS store, secrets) is for the platform's user only: folders 0700, files 0600. Processes
 * that write there run under this umask, and what an older version left readable is fixed.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A folder only its owner can list and enter, created when missing (parents included). */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/**
 * Takes group and other permissions off everything under `dir` (and `dir` itself): folders
 * become 0700, files keep their owner bits and lose the rest. Symbolic links are not followed.
 * Returns how many entries were changed.
 */
export async function makePrivate(dir: string): Promise<number> {
  let changed = 0;
  const visit = async (path: string): Promise<void> => {
    const info = await lstat(path).catch(() => null);
    if (!info || info.isSymbolicLink()) return;
    const wanted = info.isDirectory() ? PRIVATE_DIR_MODE : info.mode & 0o700;
    if ((info.mode & 0o777) !== wanted) {
      await chmod(path, wanted);
      changed += 1;
    }
    if (!info.isDirectory()) return;
    for (const name of await readdir(path).catch(() => [] as string[])) await visit(join(path, name));
  };
  await visit(dir);
  return changed;
}

/** Runs `spawn` (synchronous: the child inherits the umask when it is forked) under `mask`. */
export function withUmask<T>(mask: number | undefined, spawn: () => T): T {
  // A worker thread may not change the umask: its children then inherit the process's own.
  if (mask === undefined || !isMainThread) return spawn();
  const previous = process.umask(mask);
  try {
    return spawn();
  } finally {
    process.umask(previous);
  }
}
