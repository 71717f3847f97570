import type { media } from '@avatarium/contracts';
import type { Storage } from '@avatarium/platform';

/** How long the URLs in upload replies work; the generation request that follows maps them back to keys. */
const UPLOAD_URL_TTL_SECONDS = 24 * 3600;

/** One entry of `uploads[]` (spec 000 section 3), plus what the media service measured. */
export async function describeUpload(storage: Storage, upload: media.CompletedUpload) {
  return { ...upload, publicUrl: await storage.signedUrl(upload.storagePath, UPLOAD_URL_TTL_SECONDS) };
}

/** The chunk response of a finished upload: the spec's `completed, url, filename, size`, plus the upload entry. */
export async function completedReply(storage: Storage, uploadId: string, upload: media.CompletedUpload) {
  const described = await describeUpload(storage, upload);
  return { completed: true as const, uploadId, url: described.publicUrl, filename: upload.storagePath, ...described };
}

/** The chunk response while chunks are still missing, and the resume status. */
export function progressReply(progress: media.UploadProgress) {
  return {
    completed: false as const,
    uploadId: progress.uploadId,
    receivedChunks: progress.receivedChunks,
    nextChunkIndex: progress.nextChunkIndex,
    totalChunks: progress.totalChunks,
  };
}
