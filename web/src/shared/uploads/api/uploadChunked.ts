import { apiRequest } from '../../api/apiClient';
import { ChunkSendError } from '../model/ChunkSendError';
import { chunkLoop, type ChunkReply } from '../model/chunkLoop';
import { planChunks } from '../model/planChunks';
import { uploadFailureMessage } from '../model/uploadFailureMessage';
import { UPLOAD_LIMITS } from '../model/uploadLimits';
import type { UploadedFile, UploadOptions } from '../model/uploadTypes';
import { ChunkUploadReply } from './chunkUploadReply';
import { readResumePoint } from './readResumePoint';
import { UploadStatusReply } from './uploadStatusReply';

// Timeouts, conflicts and rate limits are worth another try; other refusals are final.
const isRetryableStatus = (status: number) => status >= 500 || status === 408 || status === 409 || status === 429;

/**
 * POST /api/storage/upload-with-chunks: sequential chunks of 3,670,016 bytes with the spec's
 * fields (and the chunk's offset); a failed chunk resumes from the server's status (GET .../status?uploadId=).
 */
export function uploadChunked(file: File, { agentId, purpose, signal, onProgress }: UploadOptions): Promise<UploadedFile> {
  const { chunks } = planChunks(file.size);
  const uploadId = crypto.randomUUID();

  const send = async (index: number): Promise<ChunkReply> => {
    const slice = chunks[index];
    if (!slice) throw new ChunkSendError(`No chunk ${index}`, false);
    // The spec's fields, then chunkOffset, then the chunk: fields first let the server write the
    // chunk straight into place in the file (it also takes the chunk first, without an offset).
    const form = new FormData();
    form.append('chunkIndex', String(index));
    form.append('totalChunks', String(chunks.length));
    form.append('uploadId', uploadId);
    form.append('fileName', file.name);
    form.append('fileSize', String(file.size));
    form.append('bucketName', UPLOAD_LIMITS.bucketName);
    form.append('agentId', agentId);
    form.append('chunkOffset', String(slice.start));
    if (purpose) form.append('purpose', purpose);
    form.append('chunk', file.slice(slice.start, slice.end), file.name);
    let reply;
    try {
      reply = await apiRequest({
        method: 'POST',
        path: '/api/storage/upload-with-chunks',
        body: { form },
        reply: ChunkUploadReply,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ChunkSendError(uploadFailureMessage(null, null), true);
    }
    const { ok, status, body } = reply;
    if (!ok) {
      throw new ChunkSendError(uploadFailureMessage(status, body), isRetryableStatus(status), status, body?.code ?? null);
    }
    return {
      completed: body?.completed === true,
      url: body?.url ?? body?.publicUrl ?? null,
      storagePath: body?.storagePath ?? null,
    };
  };

  const resumePoint = async () => {
    const { ok, body } = await apiRequest({
      path: '/api/storage/upload-with-chunks/status',
      query: { uploadId },
      reply: UploadStatusReply,
      signal,
    });
    return ok ? readResumePoint(body) : null;
  };

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  return chunkLoop(chunks.length, { send, resumePoint, wait }, { retries: UPLOAD_LIMITS.chunkRetries, signal, onProgress });
}
