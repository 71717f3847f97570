import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  AgentId,
  CHUNK_MAX_BYTES,
  CHUNKED_UPLOAD_MAX_BYTES,
  CHUNKED_UPLOAD_MAX_CHUNKS,
  media,
  uploadPartKey,
} from '@avatarium/contracts';
import type { Bus, Storage } from '@avatarium/platform';
import { z } from 'zod';
import { readMultipart } from './multipart-form.js';
import { cleanFileName } from './store-upload.js';
import { checkDeclaredLength } from './upload-files.js';
import { badUpload, UploadFailure } from './upload-failure.js';
import { completedReply, progressReply } from './upload-replies.js';

const CHUNK_TOO_LARGE = 'Chunk too large: a chunk may be at most 4,194,304 bytes.';

/** The last chunk's request assembles and measures the whole file (up to 2 GB) in the media service. */
const RECORD_TIMEOUT_MS = 10 * 60_000;

const count = (name: string) => z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`);

/** The text fields of one chunk request (spec 000 section 7). */
export const ChunkFields = z
  .object({
    uploadId: z.string({ error: 'uploadId is required' }).pipe(media.UploadId),
    chunkIndex: count('chunkIndex').min(0, 'chunkIndex must not be negative'),
    totalChunks: count('totalChunks').min(1, 'totalChunks must be at least 1').max(CHUNKED_UPLOAD_MAX_CHUNKS),
    fileName: z.string({ error: 'fileName is required' }).min(1, 'fileName is required').transform(cleanFileName),
    fileSize: count('fileSize')
      .min(1, 'fileSize must be at least 1 byte')
      .max(CHUNKED_UPLOAD_MAX_BYTES, 'File too large. The maximum size of an upload is 2GB (2,147,483,648 bytes).'),
    /** Kept by the spec's client; this server has one store, so it is not used. */
    bucketName: z.string().max(100).optional(),
    agentId: z.string({ error: 'agentId is required' }).pipe(AgentId),
  })
  .superRefine((fields, ctx) => {
    if (fields.chunkIndex >= fields.totalChunks) {
      ctx.addIssue({
        code: 'custom',
        message: `chunkIndex ${fields.chunkIndex} is out of range: this upload has ${fields.totalChunks} chunks (0 to ${fields.totalChunks - 1}).`,
      });
    }
    if (fields.totalChunks > fields.fileSize || fields.totalChunks < Math.ceil(fields.fileSize / CHUNK_MAX_BYTES)) {
      ctx.addIssue({ code: 'custom', message: 'totalChunks does not fit fileSize: each chunk holds 1 to 4,194,304 bytes.' });
    }
  });

/**
 * POST /api/storage/upload-with-chunks: the browser puts the chunk before the fields that say
 * which upload it belongs to, so the chunk is streamed to a part of its own first; then the
 * media service records it (or deletes it) and assembles the file once every chunk is in.
 */
export async function receiveChunk(deps: { storage: Storage; bus: Bus }, userId: string, req: IncomingMessage) {
  checkDeclaredLength(req, 1, CHUNK_MAX_BYTES, CHUNK_TOO_LARGE);
  const key = uploadPartKey(userId, randomUUID());
  const form = await readMultipart(
    req,
    { fileBytes: CHUNK_MAX_BYTES, tooLargeMessage: CHUNK_TOO_LARGE, files: 1, fields: 12 },
    async ({ field, file }) => {
      if (field !== 'chunk') throw badUpload(`Unexpected file field "${field}": the chunk is sent as "chunk".`);
      return (await deps.storage.put(key, file.body(), 'application/octet-stream')).size;
    },
  );
  const size = form.files.find((result) => result.status === 'fulfilled')?.value;
  const rejected = form.files.find((result) => result.status === 'rejected');
  const fields = ChunkFields.safeParse(form.fields);
  const failure =
    form.formError ??
    rejected?.reason ??
    (size === undefined ? badUpload('The chunk is missing.') : null) ??
    (!fields.success ? badUpload(fields.error.issues[0]?.message ?? 'Invalid chunk fields.') : null) ??
    (size === 0 ? badUpload('The chunk is empty.') : null);
  if (failure || size === undefined || !fields.success) {
    await deps.storage.delete(key).catch(() => undefined);
    throw failure;
  }
  // From here the media service owns the part: it records it, or deletes it when refused. Should
  // it not answer, the part stays until its sweeper removes parts no upload recorded.
  const reply = await deps.bus.request(
    media.recordChunk,
    { ownerId: userId, ...fields.data, part: { key, size } },
    { timeoutMs: RECORD_TIMEOUT_MS },
  );
  switch (reply.outcome) {
    case 'receiving':
      return { ...progressReply(reply.progress), chunkIndex: reply.chunkIndex };
    case 'completed':
      return completedReply(deps.storage, reply.uploadId, reply.upload);
    case 'failed':
      throw new UploadFailure(reply.code, reply.message);
  }
}
