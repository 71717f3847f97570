import { apiRequest } from '../../api/apiClient';
import { UploadError } from '../model/UploadError';
import { uploadFailureMessage } from '../model/uploadFailureMessage';
import { uploadProgress } from '../model/uploadProgress';
import type { UploadedFile, UploadOptions } from '../model/uploadTypes';
import { UploadFilesReply } from './uploadFilesReply';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * POST /api/upload-files (multipart agentId, file_0) for a file up to the large-file threshold,
 * reporting upload progress as the bytes go.
 */
export async function uploadMultipart(
  file: File,
  { agentId, purpose, signal, onProgress }: UploadOptions,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('agentId', agentId);
  if (purpose) form.append('purpose', purpose);
  form.append('file_0', file, file.name);
  let reply;
  try {
    reply = await apiRequest({
      method: 'POST',
      path: '/api/upload-files',
      body: { form },
      reply: UploadFilesReply,
      onUploadProgress: (sent, total) => onProgress?.(uploadProgress(sent, total)),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new UploadError(uploadFailureMessage(null, null));
  }
  const { ok: answered, status, body } = reply;
  const first = body?.uploads?.[0];
  const ok = answered && body?.success !== false;
  if (ok && first?.publicUrl) return { url: first.publicUrl, storagePath: first.storagePath ?? null };
  throw new UploadError(uploadFailureMessage(ok ? null : status, body), status, body?.code ?? null);
}
