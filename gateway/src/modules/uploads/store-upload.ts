import { randomUUID } from 'node:crypto';
import { classifyUpload, disallowedTypeMessage, media, SNIFF_BYTES, type UploadType } from '@avatarium/contracts';
import type { Bus, Storage } from '@avatarium/platform';
import { fileTypeFromBuffer } from 'file-type';
import type { IncomingFile } from './incoming-file.js';
import { textCheck } from './text-check.js';
import { badUpload } from './upload-failure.js';
import type { CompletedUpload } from './upload-session.js';

/** ffprobe of a large file on S3 takes a while; the default 5 s request timeout is too short. */
const INSPECT_TIMEOUT_MS = 60_000;

export interface UploadTarget {
  userId: string;
  agentId: string;
  originalName: string;
}

/** The accepted type of a file from its first bytes (and, for CSV only, its name); null when refused. */
export async function sniffUpload(head: Buffer, fileName: string): Promise<UploadType | null> {
  return classifyUpload(await fileTypeFromBuffer(head), head, fileName);
}

/**
 * Streams one file to `uploads/<userId>/<agentId>/<uuid>.<ext>`, the extension taken from
 * its sniffed type, then has the media service measure it. Whatever is refused is deleted,
 * so only accepted files are ever visible under `uploads/`.
 */
export async function storeUpload(
  deps: { storage: Storage; bus: Bus },
  target: UploadTarget,
  file: IncomingFile,
): Promise<CompletedUpload> {
  const head = await file.peek(SNIFF_BYTES);
  const type = await sniffUpload(head, target.originalName);
  if (!type) throw badUpload(disallowedTypeMessage());
  const key = `uploads/${target.userId}/${target.agentId}/${randomUUID()}.${type.ext}`;
  // CSV has no signature: the whole file must be text, checked as it streams past.
  const check = type.kind === 'csv' ? textCheck(() => badUpload(disallowedTypeMessage())) : undefined;
  await deps.storage.put(key, file.body(check), type.mime);
  try {
    const measured = await deps.bus.request(
      media.inspectUpload,
      { ownerId: target.userId, key, originalName: target.originalName },
      { timeoutMs: INSPECT_TIMEOUT_MS },
    );
    return {
      originalName: target.originalName,
      storagePath: key,
      type: measured.contentType,
      kind: measured.kind,
      size: measured.size,
      ...(measured.durationSeconds !== undefined && { durationSeconds: measured.durationSeconds }),
      ...(measured.width !== undefined && { width: measured.width, height: measured.height }),
    };
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A browser sends the bare name; older ones sent a whole path. Keep the last segment, bounded. */
export function cleanFileName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 300) || 'file';
}
