import { Readable } from 'node:stream';
import { SNIFF_BYTES } from '@avatarium/contracts';
import type { Storage } from '@avatarium/platform';
import { readHead } from './sniff-upload.js';
import type { UploadPart } from './upload-session.js';

// The chunks of an upload stored as objects of their own (parts), read back in order.

/** The stored parts in order, sorted once. */
export function ordered(parts: UploadPart[]): UploadPart[] {
  return [...parts].sort((a, b) => a.index - b.index);
}

/** The stored parts read back one after another as one stream; `check` sees every chunk and may stop it. */
export function concatParts(
  storage: Storage,
  parts: UploadPart[],
  check?: { chunk(chunk: Buffer): void; end(): void },
): Readable {
  return Readable.from(
    (async function* () {
      for (const part of parts) {
        for await (const chunk of (await storage.get(part.key)).body) {
          check?.chunk(chunk as Buffer);
          yield chunk as Buffer;
        }
      }
      check?.end();
    })(),
    { objectMode: false },
  );
}

/** The file's first bytes, from as many parts as it takes (a part may be tiny). */
export async function headOfParts(storage: Storage, parts: UploadPart[]): Promise<Buffer> {
  const heads: Buffer[] = [];
  let length = 0;
  for (const part of parts) {
    if (length >= SNIFF_BYTES) break;
    const head = await readHead(storage, part.key, SNIFF_BYTES - length);
    heads.push(head);
    length += head.length;
  }
  return Buffer.concat(heads);
}
