import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import {
  AgentId,
  CHUNK_MAX_BYTES,
  CHUNKED_UPLOAD_MAX_BYTES,
  CHUNKED_UPLOAD_MAX_CHUNKS,
  media,
  uploadDataKey,
  uploadPartKey,
  type RequestOf,
} from '@avatarium/contracts';
import { TextScanner, WriteLimitError, type Bus, type Storage } from '@avatarium/platform';
import { z } from 'zod';
import { readMultipart } from '../shared/uploads/multipart-form.js';
import { nextChunkClaimsOf } from './next-chunk-claims.js';
import { cleanFileName } from './store-upload.js';
import { checkDeclaredLength } from './upload-files.js';
import { badUpload, UploadFailure } from '../shared/uploads/upload-failure.js';
import { checkUploadPurpose, declaredSizeRefusal, UploadPurpose } from './upload-purpose.js';
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
    /** Not in the spec's list: our browser sends it (before the chunk) so the chunk is written in place. */
    chunkOffset: count('chunkOffset').min(0, 'chunkOffset must not be negative').optional(),
    /** Not in the spec's list: what the file is for (upload-purpose.ts), checked once it is whole. */
    purpose: UploadPurpose.optional(),
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
    if (fields.chunkOffset !== undefined && fields.chunkOffset >= fields.fileSize) {
      ctx.addIssue({
        code: 'custom',
        message: `chunkOffset ${fields.chunkOffset} is past the end of the file (fileSize ${fields.fileSize}).`,
      });
    }
  });
type ChunkFields = z.output<typeof ChunkFields>;

/** Where a chunk is written in place: its upload's data file at its offset, never past the file's end. */
interface InPlace {
  key: string;
  offset: number;
  maxBytes: number;
  fields: ChunkFields;
}

/**
 * A chunk can be written in place when the storage can (local disk) and every field, with its
 * offset, came before it; otherwise it is stored as a part of its own (the spec's order, chunk first).
 */
function inPlaceTarget(storage: Storage, userId: string, fieldsBefore: Readonly<Record<string, string>>): InPlace | null {
  if (!storage.writeAt || fieldsBefore.chunkOffset === undefined) return null;
  const parsed = ChunkFields.safeParse(fieldsBefore);
  if (!parsed.success || parsed.data.chunkOffset === undefined) return null;
  const { uploadId, chunkOffset, fileSize } = parsed.data;
  return {
    key: uploadDataKey(userId, uploadId),
    offset: chunkOffset,
    maxBytes: Math.min(CHUNK_MAX_BYTES, fileSize - chunkOffset),
    fields: parsed.data,
  };
}

/**
 * Whether this copy of the chunk may be written into the data file: not when a copy of the same
 * index was written there or recorded already (a resend; its bytes would overwrite the first
 * copy's). Then it goes to a part, which the media service answers as it did the first copy.
 * Unsure (no answer): a part too, which is always safe.
 */
async function claimInPlace(bus: Bus, userId: string, fields: ChunkFields): Promise<boolean> {
  const { uploadId, chunkIndex } = fields;
  const claims = nextChunkClaimsOf(bus);
  // Handed over with the previous chunk's reply (the browser sends the chunks in order).
  if (claims.take(userId, uploadId, chunkIndex)) return true;
  const granted = await bus
    .request(media.claimChunk, { ownerId: userId, uploadId, chunkIndex }, { timeoutMs: 10_000 })
    .then((reply) => reply.inPlace)
    .catch(() => false);
  // Chunks sent in parallel: the previous chunk's record may have just taken this claim for us.
  return granted || claims.takeWhenAnswered(userId, uploadId, chunkIndex);
}

/**
 * Records the chunk; one written in place also asks for the next chunk's claim, kept for it
 * (a chunk of the same upload told no meanwhile waits for this answer rather than going to a part).
 */
async function record(bus: Bus, input: RequestOf<typeof media.recordChunk>) {
  const next = input.claimNext ? input.chunkIndex + 1 : null;
  const claims = nextChunkClaimsOf(bus);
  const answered = next === null ? undefined : claims.expect(input.ownerId, input.uploadId, next);
  try {
    const reply = await bus.request(media.recordChunk, input, { timeoutMs: RECORD_TIMEOUT_MS });
    if (next !== null && reply.outcome === 'receiving' && reply.nextClaimed) claims.add(input.ownerId, input.uploadId, next);
    return reply;
  } finally {
    answered?.();
  }
}

/**
 * The chunk's bytes on their way to storage, judged as text as they pass (the media service
 * puts the chunks' verdicts together for a CSV instead of reading the whole file back).
 */
function scannedBody(body: Readable, scanner: TextScanner): Readable {
  return Readable.from(
    (async function* () {
      for await (const bytes of body as AsyncIterable<Buffer>) {
        scanner.push(bytes);
        yield bytes;
      }
    })(),
    { objectMode: false },
  );
}

function textScanOf(scanner: TextScanner): media.ChunkTextScan {
  const { clean, head, tail } = scanner.result();
  return { clean, head: head.toString('hex'), tail: tail.toString('hex') };
}

const sameFields = (a: ChunkFields, b: ChunkFields) => JSON.stringify(a) === JSON.stringify(b);

/**
 * POST /api/storage/upload-with-chunks. A chunk whose fields (with chunkOffset) come first is
 * written in place into its upload's data file (local storage), so the file is never read back
 * to be assembled. In the spec's order the chunk comes before the fields that say which upload
 * it belongs to, so it is streamed to a part of its own. Then the media service records it and
 * assembles the file once every chunk is in.
 */
export async function receiveChunk(deps: { storage: Storage; bus: Bus }, userId: string, req: IncomingMessage) {
  checkDeclaredLength(req, 1, CHUNK_MAX_BYTES, CHUNK_TOO_LARGE);
  const partKey = uploadPartKey(userId, randomUUID());
  let inPlace: InPlace | null = null;
  const scanner = new TextScanner();
  const form = await readMultipart(
    req,
    { fileBytes: CHUNK_MAX_BYTES, tooLargeMessage: CHUNK_TOO_LARGE, files: 1, fields: 12 },
    async ({ field, file, fieldsBefore }) => {
      if (field !== 'chunk') throw badUpload(`Unexpected file field "${field}": the chunk is sent as "chunk".`);
      inPlace = inPlaceTarget(deps.storage, userId, fieldsBefore);
      if (inPlace && !(await claimInPlace(deps.bus, userId, inPlace.fields))) inPlace = null;
      const body = scannedBody(file.body(), scanner);
      if (!inPlace) return (await deps.storage.put(partKey, body, 'application/octet-stream')).size;
      const { key, offset, maxBytes } = inPlace;
      return deps.storage.writeAt!(key, offset, body, maxBytes).catch((error: unknown) => {
        if (!(error instanceof WriteLimitError) || maxBytes === CHUNK_MAX_BYTES) throw error;
        throw badUpload(`The chunk goes past the end of the file: ${maxBytes} bytes remain after chunkOffset ${offset}.`);
      });
    },
  );
  const target = inPlace as InPlace | null;
  const size = form.files.find((result) => result.status === 'fulfilled')?.value;
  const rejected = form.files.find((result) => result.status === 'rejected');
  const fields = ChunkFields.safeParse(form.fields);
  const failure =
    form.formError ??
    rejected?.reason ??
    (size === undefined ? badUpload('The chunk is missing.') : null) ??
    (!fields.success ? badUpload(fields.error.issues[0]?.message ?? 'Invalid chunk fields.') : null) ??
    (size === 0 ? badUpload('The chunk is empty.') : null) ??
    (fields.success ? declaredSizeRefusal(fields.data.purpose, fields.data.fileSize) : null) ??
    (target && fields.success && !sameFields(target.fields, fields.data)
      ? badUpload('The fields after the chunk must not change the ones before it.')
      : null);
  if (failure || size === undefined || !fields.success) {
    // Bytes written in place stay: the data file holds the upload's other chunks, and this range
    // is written again when the chunk is resent (the media service removes files no upload owns).
    if (!target) await deps.storage.delete(partKey).catch(() => undefined);
    throw failure;
  }
  // From here the media service owns the part: it records it, or deletes it when refused. Should
  // it not answer, the part stays until its sweeper removes parts no upload recorded.
  const text = textScanOf(scanner);
  const part = target ? { key: target.key, size, offset: target.offset, text } : { key: partKey, size, text };
  const reply = await record(deps.bus, { ownerId: userId, ...fields.data, part, claimNext: target !== null });
  switch (reply.outcome) {
    case 'receiving':
      return { ...progressReply(reply.progress), chunkIndex: reply.chunkIndex };
    case 'completed':
      await checkUploadPurpose(deps, userId, fields.data.purpose, reply.upload);
      return completedReply(deps.storage, reply.uploadId, reply.upload);
    case 'failed':
      throw new UploadFailure(reply.code, reply.message);
  }
}
