import { stringField } from '../../../shared/http/bodyField';
import { readJsonBody } from '../../../shared/http/readJsonBody';
import { ChunkSendError } from './ChunkSendError';
import { chunkLoop, type ChunkReply } from './chunkLoop';
import { planChunks } from './planChunks';
import { readResumePoint } from './readResumePoint';
import { uploadFailureMessage } from './uploadFailureMessage';
import { UPLOAD_LIMITS } from './uploadLimits';
import type { UploadedFile, UploadOptions } from './uploadTypes';

const ENDPOINT = '/api/storage/upload-with-chunks';

// Timeouts, conflicts and rate limits are worth another try; other refusals are final.
const isRetryableStatus = (status: number) => status >= 500 || status === 408 || status === 409 || status === 429;

/**
 * POST /api/storage/upload-with-chunks: sequential chunks of 3,670,016 bytes with the spec's
 * fields; a failed chunk resumes from the server's status (GET .../status?uploadId=).
 */
export function uploadChunked(file: File, { agentId, signal, onProgress }: UploadOptions): Promise<UploadedFile> {
  const { chunks } = planChunks(file.size);
  const uploadId = crypto.randomUUID();

  const send = async (index: number): Promise<ChunkReply> => {
    const slice = chunks[index];
    if (!slice) throw new ChunkSendError(`No chunk ${index}`, false);
    const form = new FormData();
    form.append('chunk', file.slice(slice.start, slice.end), file.name);
    form.append('chunkIndex', String(index));
    form.append('totalChunks', String(chunks.length));
    form.append('uploadId', uploadId);
    form.append('fileName', file.name);
    form.append('fileSize', String(file.size));
    form.append('bucketName', UPLOAD_LIMITS.bucketName);
    form.append('agentId', agentId);
    let response: Response;
    try {
      response = await fetch(ENDPOINT, { method: 'POST', body: form, credentials: 'include', signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ChunkSendError(uploadFailureMessage(null, null), true);
    }
    const body = await readJsonBody(response);
    if (!response.ok) {
      const message = uploadFailureMessage(response.status, body);
      throw new ChunkSendError(message, isRetryableStatus(response.status), response.status, stringField(body, 'code'));
    }
    const record = (body ?? {}) as Record<string, unknown>;
    return {
      completed: record.completed === true,
      url: stringField(record, 'url') ?? stringField(record, 'publicUrl'),
      storagePath: stringField(record, 'storagePath'),
    };
  };

  const resumePoint = async () => {
    const response = await fetch(`${ENDPOINT}/status?uploadId=${encodeURIComponent(uploadId)}`, {
      credentials: 'include',
      signal,
    });
    return response.ok ? readResumePoint(await readJsonBody(response)) : null;
  };

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  return chunkLoop(chunks.length, { send, resumePoint, wait }, { retries: UPLOAD_LIMITS.chunkRetries, signal, onProgress });
}
