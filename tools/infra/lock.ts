import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LockOptions {
  /** Give up waiting after this long (a first Go build takes a couple of minutes). */
  timeoutMs?: number;
  /** Printed once when we have to wait, so a slow start is explained. */
  waitingMessage?: string;
}

/**
 * Runs `fn` while holding a cross-process lock at `lockPath` (vitest workers, a test run next
 * to `npm start`). mkdir is atomic on every filesystem we care about, unlike open+write.
 * A lock whose owner process is gone is taken over, so a crashed build never blocks forever.
 */
export async function withFileLock<T>(lockPath: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 20 * 60_000;
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  await mkdir(dirname(lockPath), { recursive: true });

  for (;;) {
    try {
      await mkdir(lockPath);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await isStale(lockPath)) {
      await rm(lockPath, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for lock ${lockPath}; remove it if no build is running`);
    }
    if (!announced && options.waitingMessage) {
      console.error(options.waitingMessage);
      announced = true;
    }
    await sleep(250);
  }

  await writeFile(join(lockPath, 'owner'), String(process.pid));
  try {
    return await fn();
  } finally {
    await rm(lockPath, { recursive: true, force: true });
  }
}

async function isStale(lockPath: string): Promise<boolean> {
  let pid: number;
  try {
    pid = Number(await readFile(join(lockPath, 'owner'), 'utf8'));
  } catch {
    // The owner writes its pid right after mkdir; only a lock that stayed without one for a
    // while is abandoned (the owner died in between).
    try {
      return Date.now() - (await stat(lockPath)).mtimeMs > 30_000;
    } catch {
      return false; // released meanwhile: just retry
    }
  }
  return !Number.isInteger(pid) || pid <= 0 || !isAlive(pid);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
