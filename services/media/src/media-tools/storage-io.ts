import type { Storage } from '@avatarium/platform';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Reads a stored object whole, refusing one larger than `maxBytes` (inputs are small by contract). */
export async function readObject(storage: Storage, key: string, maxBytes = 64 * 1024 * 1024): Promise<Buffer> {
  const object = await storage.get(key);
  if (object.size > maxBytes) {
    object.body.destroy();
    throw new Error(`${key} is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Streams a stored object into a local file (for ffmpeg). */
export async function downloadObject(storage: Storage, key: string, file: string): Promise<void> {
  const object = await storage.get(key);
  await pipeline(object.body, createWriteStream(file));
}

export async function putBuffer(storage: Storage, key: string, bytes: Buffer, contentType: string): Promise<number> {
  const stored = await storage.put(key, Readable.from([bytes]), contentType);
  return stored.size;
}

export async function putFile(storage: Storage, key: string, file: string, contentType: string): Promise<number> {
  const stored = await storage.put(key, createReadStream(file), contentType);
  return stored.size;
}

/** Where an agent's generated files live. */
export function agentFileKey(agentId: string, file: string): string {
  return `agents/${agentId}/${file}`;
}
