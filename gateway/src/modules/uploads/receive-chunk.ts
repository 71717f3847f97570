import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CHUNK_MAX_BYTES, SNIFF_BYTES } from '@avatarium/contracts';
import { readMultipart } from './multipart-form.js';
import { ChunkFields, uploadChunk, type ChunkDeps, type StoredChunk } from './upload-chunk.js';
import { checkDeclaredLength } from './upload-files.js';
import { badUpload } from './upload-failure.js';

const CHUNK_TOO_LARGE = 'Chunk too large: a chunk may be at most 4,194,304 bytes.';

/**
 * POST /api/storage/upload-with-chunks: the browser puts the chunk before the fields that say
 * which upload it belongs to, so the chunk is streamed to a part of its own first and only
 * then checked and recorded (or deleted).
 */
export async function receiveChunk(deps: ChunkDeps, userId: string, req: IncomingMessage) {
  checkDeclaredLength(req, 1, CHUNK_MAX_BYTES, CHUNK_TOO_LARGE);
  const key = `upload-parts/${userId}/${randomUUID()}.part`;
  const form = await readMultipart(
    req,
    { fileBytes: CHUNK_MAX_BYTES, tooLargeMessage: CHUNK_TOO_LARGE, files: 1, fields: 12 },
    async ({ field, file }): Promise<StoredChunk> => {
      if (field !== 'chunk') throw badUpload(`Unexpected file field "${field}": the chunk is sent as "chunk".`);
      const head = await file.peek(SNIFF_BYTES);
      const stored = await deps.storage.put(key, file.body(), 'application/octet-stream');
      return { key, size: stored.size, head };
    },
  );
  const chunk = form.files.find((result) => result.status === 'fulfilled')?.value;
  const rejected = form.files.find((result) => result.status === 'rejected');
  const fields = ChunkFields.safeParse(form.fields);
  const failure =
    form.formError ??
    rejected?.reason ??
    (!chunk ? badUpload('The chunk is missing.') : null) ??
    (!fields.success ? badUpload(fields.error.issues[0]?.message ?? 'Invalid chunk fields.') : null);
  if (failure || !chunk || !fields.success) {
    await deps.storage.delete(key).catch(() => undefined);
    throw failure;
  }
  return uploadChunk(deps, userId, fields.data, chunk);
}
