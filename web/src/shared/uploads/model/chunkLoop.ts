import { ChunkSendError } from './ChunkSendError';
import { UploadError } from './UploadError';
import { UPLOAD_MESSAGES } from './uploadFailureMessage';
import { uploadProgress } from './uploadProgress';
import type { UploadedFile } from './uploadTypes';

export interface ChunkReply {
  completed: boolean;
  url: string | null;
  storagePath: string | null;
}

export interface ResumePoint {
  nextIndex: number;
  file: UploadedFile | null;
}

/** How the loop talks to the server; the real one is fetch, tests pass fakes. */
export interface ChunkTransport {
  /** Sends one chunk; throws a ChunkSendError (with `retryable`) when refused or unreachable. */
  send: (index: number) => Promise<ChunkReply>;
  /** The server's resume point: the next chunk it needs, or the finished file; null if unknown. */
  resumePoint: () => Promise<ResumePoint | null>;
  wait: (ms: number) => Promise<void>;
}

/**
 * Sends chunks 0..total-1 in order. After a failed chunk it waits, asks the server where to
 * resume (the failed chunk may have been stored after all) and tries again, at most
 * `retries` times in a row; a refused request (4xx) is not retried.
 */
export async function chunkLoop(
  total: number,
  transport: ChunkTransport,
  { retries, signal, onProgress }: { retries: number; signal?: AbortSignal; onProgress?: (percent: number) => void },
): Promise<UploadedFile> {
  let index = 0;
  let failures = 0;
  while (index < total) {
    signal?.throwIfAborted();
    let reply: ChunkReply;
    try {
      reply = await transport.send(index);
    } catch (error) {
      signal?.throwIfAborted();
      const retryable = !(error instanceof ChunkSendError) || error.retryable;
      failures += 1;
      if (!retryable) throw error;
      if (failures > retries) {
        const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
        throw new UploadError(`${UPLOAD_MESSAGES.chunkFailed}${reason}`);
      }
      await transport.wait(500 * failures);
      const resume = await transport.resumePoint().catch(() => null);
      if (resume?.file) {
        onProgress?.(uploadProgress(total, total));
        return resume.file;
      }
      if (resume && resume.nextIndex >= 0 && resume.nextIndex < total) index = resume.nextIndex;
      continue;
    }
    failures = 0;
    onProgress?.(uploadProgress(index + 1, total));
    if (reply.completed || index === total - 1) {
      if (!reply.completed || !reply.url) throw new UploadError(UPLOAD_MESSAGES.noFinalUrl);
      return { url: reply.url, storagePath: reply.storagePath };
    }
    index += 1;
  }
  throw new UploadError(UPLOAD_MESSAGES.noFinalUrl);
}
