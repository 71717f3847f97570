import { stringField } from '../../../shared/http/bodyField';
import type { ResumePoint } from './chunkLoop';

function count(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
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
 * Reads GET /api/storage/upload-with-chunks/status?uploadId= leniently: the next chunk from
 * `nextChunkIndex`, `receivedChunks` or `uploadedChunks` (a count or a list of indices), and
 * the finished file when `completed` comes with a `url`.
 */
export function readResumePoint(body: unknown): ResumePoint | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const url = stringField(record, 'url') ?? stringField(record, 'publicUrl');
  const file = record.completed === true && url ? { url, storagePath: stringField(record, 'storagePath') } : null;
  const nextIndex = count(record.nextChunkIndex) ?? count(record.receivedChunks) ?? count(record.uploadedChunks);
  if (nextIndex === null && !file) return null;
  return { nextIndex: nextIndex ?? 0, file };
}
