import { randomUUID } from 'node:crypto';
import { classifyUpload, disallowedTypeMessage, media, SNIFF_BYTES, uploadKey, type UploadType } from '@avatarium/contracts';
import type { Bus, Storage } from '@avatarium/platform';
import { fileTypeFromBuffer } from 'file-type';
import type { IncomingFile } from '../shared/uploads/incoming-file.js';
import { badUpload } from '../shared/uploads/upload-failure.js';

/** ffprobe of a large file on S3 takes a while; the default 5 s request timeout is too short. */
const INSPECT_TIMEOUT_MS = 60_000;

export interface UploadTarget {
  userId: string;
  agentId: string;
  originalName: string;
}

/** The accepted type of a file from its first bytes (and, for CSV only, its name); null when refused. */
async function sniffUpload(head: Buffer, fileName: string): Promise<UploadType | null> {
  return classifyUpload(await fileTypeFromBuffer(head), head, fileName);
}

/**
 * Streams one file to `uploads/<userId>/<agentId>/<uuid>.<ext>`, the extension taken from
 * its sniffed type, then has the media service check and measure it. Whatever is refused is
 * deleted, so only accepted files stay under `uploads/`.
 */
export async function storeUpload(
  deps: { storage: Storage; bus: Bus },
  target: UploadTarget,
  file: IncomingFile,
): Promise<media.CompletedUpload> {
  const head = await file.peek(SNIFF_BYTES);
  const type = await sniffUpload(head, target.originalName);
  if (!type) throw badUpload(disallowedTypeMessage());
  const key = uploadKey(target.userId, target.agentId, randomUUID(), type.ext);
  await deps.storage.put(key, file.body(), type.mime);
  try {
    const measured = await deps.bus.request(
      media.inspectUpload,
      { ownerId: target.userId, key, originalName: target.originalName },
      { timeoutMs: INSPECT_TIMEOUT_MS },
    );
    return media.completedUpload(target.originalName, key, measured);
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A browser sends the bare name; older ones sent a whole path. Keep the last segment, bounded. */
export function cleanFileName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 300) || 'file';
}
