import { stringField } from '../../../shared/http/bodyField';
import { UploadError } from './UploadError';
import { uploadFailureMessage } from './uploadFailureMessage';
import { uploadProgress } from './uploadProgress';
import type { UploadedFile, UploadOptions } from './uploadTypes';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function firstUpload(body: unknown): UploadedFile | null {
  if (!body || typeof body !== 'object') return null;
  const uploads = (body as { uploads?: unknown }).uploads;
  if (!Array.isArray(uploads)) return null;
  const url = stringField(uploads[0], 'publicUrl');
  return url ? { url, storagePath: stringField(uploads[0], 'storagePath') } : null;
}

/**
 * POST /api/upload-files (multipart agentId, file_0) for a file up to the large-file threshold.
 * XMLHttpRequest rather than fetch: it reports upload progress.
 */
export function uploadMultipart(file: File, { agentId, signal, onProgress }: UploadOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('agentId', agentId);
    form.append('file_0', file, file.name);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadProgress(event.loaded, event.total));
    };
    xhr.onload = () => {
      done();
      const body = parseJson(xhr.responseText);
      const uploaded = firstUpload(body);
      const ok = xhr.status >= 200 && xhr.status < 300 && (body as { success?: unknown } | null)?.success !== false;
      if (ok && uploaded) return resolve(uploaded);
      const status = ok ? null : xhr.status;
      reject(new UploadError(uploadFailureMessage(status, body), xhr.status, stringField(body, 'code')));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(uploadFailureMessage(null, null)));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.open('POST', '/api/upload-files');
    xhr.withCredentials = true;
    xhr.send(form);
  });
}
