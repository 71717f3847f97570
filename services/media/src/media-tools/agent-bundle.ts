import type { Storage } from '@avatarium/platform';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { PassThrough } from 'node:stream';

export interface BundleEntry {
  /** The path inside the zip. */
  path: string;
  /** A stored object, streamed in... */
  key?: string;
  /** ...or bytes at hand (the manifest). */
  bytes?: Buffer;
  /** Deflate text; store media that is already compressed as it is. */
  compress: boolean;
}

/**
 * Streams a zip of stored objects into storage under `key` (fflate's streaming Zip): the
 * bundle is never assembled in memory, and storage shows it only once complete.
 */
export async function writeBundle(storage: Storage, key: string, entries: BundleEntry[]): Promise<number> {
  const out = new PassThrough();
  const stored = storage.put(key, out, 'application/zip');
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  try {
    for (const entry of entries) {
      const file = entry.compress ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
      zip.add(file);
      if (entry.bytes) {
        file.push(entry.bytes, true);
        continue;
      }
      if (!entry.key) throw new Error(`bundle entry ${entry.path} has no content`);
      const object = await storage.get(entry.key);
      let previous: Uint8Array | null = null;
      for await (const chunk of object.body) {
        if (previous) file.push(previous);
        previous = chunk as Buffer;
      }
      file.push(previous ?? new Uint8Array(0), true);
    }
    zip.end();
  } catch (error) {
    out.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  return (await stored).size;
}
