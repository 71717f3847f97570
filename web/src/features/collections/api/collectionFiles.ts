import { z } from 'zod';
import { apiRequest } from '../../../shared/api/apiClient';

const Reply = z.object({ success: z.boolean().optional(), error: z.string().optional() }).passthrough();

/** POST /api/collections/{id}/logo (multipart); the server's text when it refuses. */
export async function uploadCollectionLogo(collectionId: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { ok, body } = await apiRequest({
    path: `/api/collections/${collectionId}/logo`,
    method: 'POST',
    body: { form },
    reply: Reply,
  });
  if (!ok) throw new Error(body?.error ?? 'Upload failed');
}

/** Step 2 of the intro video upload: the raw file to the signed URL, with its content type. */
export async function putHeroshot(uploadUrl: string, contentType: string, file: File): Promise<void> {
  const response = await fetch(uploadUrl, { method: 'PUT', body: file, headers: { 'content-type': contentType } }).catch(
    () => null,
  );
  if (!response?.ok) throw new Error('Failed to upload video to storage');
}
