import { ensurePrivateDir, makePrivate, PRIVATE_UMASK } from '../infra/index.js';
import type { LineLogger } from './log.js';

/**
 * The data folder as `npm start` keeps it: 0700, every file under it 0600 (the embedded
 * MongoDB file holds password hashes; uploads and secrets are private too). Sets this process's
 * umask so everything it and its children create later is private as well (the children inherit
 * it), and fixes what an older version left readable by other local users.
 */
export async function privateDataDir(dataDir: string, log: LineLogger): Promise<void> {
  process.umask(PRIVATE_UMASK);
  await ensurePrivateDir(dataDir);
  const fixed = await makePrivate(dataDir);
  if (fixed > 0) log(`data folder: ${fixed} files and folders were readable by other local users; now ${dataDir} is yours only`);
}
