import { createHash } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Refuses a file whose bytes differ from the pinned ones (a registry serving other bytes). */
export async function verifySha256(path: string, expected: string): Promise<void> {
  const actual = createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
  if (actual !== expected) throw new Error(`${path}: sha256 ${actual}, expected ${expected}`);
}

/** onnxruntime-node carries every platform's library (about 290 MB); keep this machine's. */
export async function pruneOtherPlatforms(binariesDir: string, platform: string): Promise<void> {
  const [os, arch] = platform.split('/') as [string, string];
  for (const other of await readdir(binariesDir)) {
    if (other !== os) await rm(join(binariesDir, other), { recursive: true, force: true });
  }
  for (const otherArch of await readdir(join(binariesDir, os))) {
    if (otherArch !== arch) await rm(join(binariesDir, os, otherArch), { recursive: true, force: true });
  }
}
