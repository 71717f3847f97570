import type { ResumePoint } from '../model/chunkLoop';
import type { UploadStatus } from './uploadStatusReply';

function count(value: UploadStatus['nextChunkIndex']): number | null {
  if (typeof value === 'number') return value;
  // A list of stored chunk indices: resume at the first one missing.
  if (Array.isArray(value)) {
    const stored = new Set(value.filter((item): item is number => typeof item === 'number'));
    let next = 0;
    while (stored.has(next)) next += 1;
    return next;
  }
  return null;
}

/**
 * The resume point from the upload status, read leniently: the next chunk from
 * `nextChunkIndex`, `receivedChunks` or `uploadedChunks` (a count or a list of indices), and
 * the finished file when `completed` comes with a `url`.
 */
export function readResumePoint(status: UploadStatus | null): ResumePoint | null {
  if (!status) return null;
  const url = status.url ?? status.publicUrl;
  const file = status.completed === true && url ? { url, storagePath: status.storagePath ?? null } : null;
  const nextIndex = count(status.nextChunkIndex) ?? count(status.receivedChunks) ?? count(status.uploadedChunks);
  if (nextIndex === null && !file) return null;
  return { nextIndex: nextIndex ?? 0, file };
}
