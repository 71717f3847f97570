import { z } from 'zod';
import { optionalField } from '../../api/optionalField';

const text = optionalField(z.string().min(1));
/** A count of stored chunks, or the list of their indices. */
const chunkCount = optionalField(z.union([z.number().int().nonnegative(), z.array(z.unknown())]));

/** GET /api/storage/upload-with-chunks/status?uploadId=: where a chunked upload stands. */
export const UploadStatusReply = z.object({
  completed: optionalField(z.boolean()),
  url: text,
  publicUrl: text,
  storagePath: text,
  nextChunkIndex: chunkCount,
  receivedChunks: chunkCount,
  uploadedChunks: chunkCount,
});
export type UploadStatus = z.infer<typeof UploadStatusReply>;
