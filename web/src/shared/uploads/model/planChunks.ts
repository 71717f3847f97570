import { UPLOAD_LIMITS } from './uploadLimits';

export interface ChunkSlice {
  index: number;
  start: number;
  /** Exclusive. */
  end: number;
  size: number;
}

export interface UploadPlan {
  /** Over the large-file threshold: chunked upload; otherwise one multipart request. */
  chunked: boolean;
  chunks: ChunkSlice[];
}

/** How a file of `fileSize` bytes is sent: one request, or sequential slices of the chunk size. */
export function planChunks(
  fileSize: number,
  chunkSize: number = UPLOAD_LIMITS.chunkSize,
  threshold: number = UPLOAD_LIMITS.largeFileThreshold,
): UploadPlan {
  if (fileSize <= threshold) {
    return { chunked: false, chunks: [{ index: 0, start: 0, end: fileSize, size: fileSize }] };
  }
  const count = Math.ceil(fileSize / chunkSize);
  const chunks = Array.from({ length: count }, (_, index) => {
    const start = index * chunkSize;
    const end = Math.min(start + chunkSize, fileSize);
    return { index, start, end, size: end - start };
  });
  return { chunked: true, chunks };
}
