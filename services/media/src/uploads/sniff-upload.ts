import { classifyUpload, SNIFF_BYTES, type UploadType } from '@avatarium/contracts';
import type { Storage } from '@avatarium/platform';
import { fileTypeFromBuffer } from 'file-type';

/** The first bytes of a stored object (fewer when it is shorter), read without fetching the rest. */
export async function readHead(storage: Storage, key: string, bytes = SNIFF_BYTES): Promise<Buffer> {
  const { body } = await storage.get(key);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= bytes) break;
    }
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** The accepted type of a file from its first bytes (and, for CSV only, its name); null when refused. */
export async function sniffUpload(head: Buffer, fileName: string): Promise<UploadType | null> {
  return classifyUpload(await fileTypeFromBuffer(head), head, fileName);
}
