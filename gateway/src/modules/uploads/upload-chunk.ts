import {
  AgentId,
  CHUNK_MAX_BYTES,
  CHUNKED_UPLOAD_MAX_BYTES,
  CHUNKED_UPLOAD_MAX_CHUNKS,
  disallowedTypeMessage,
  IMAGE_MAX_BYTES,
  imageTooLargeMessage,
} from '@avatarium/contracts';
import type { Bus, Storage } from '@avatarium/platform';
import { z } from 'zod';
import { assembleUpload, deleteParts, isStaleAssembly } from './assemble-upload.js';
import { cleanFileName, sniffUpload } from './store-upload.js';
import { badUpload, UploadFailure } from './upload-failure.js';
import { completedReply, progressReply } from './upload-replies.js';
import type { UploadSessionRepository } from './upload-session.repository.js';
import { UPLOAD_SESSION_TTL_MS, type UploadSession } from './upload-session.js';

const count = (name: string) => z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`);

/** The text fields of one chunk request (spec 000 section 7). */
export const ChunkFields = z
  .object({
    uploadId: z.string({ error: 'uploadId is required' }).regex(/^[\w.:-]{1,128}$/, 'Invalid uploadId'),
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
export type ChunkFields = z.infer<typeof ChunkFields>;

export interface StoredChunk {
  /** Its own object under `upload-parts/`, written before the form's fields were known. */
  key: string;
  size: number;
  head: Buffer;
}

export interface ChunkDeps {
  storage: Storage;
  bus: Bus;
  sessions: UploadSessionRepository;
}

/**
 * One chunk of a chunked upload, already stored as a part. Records it (a chunk sent again is
 * accepted once), refuses what can be refused early (type on chunk 0, a declared image over
 * 5MB), and assembles the file once every chunk is in. The part is deleted unless recorded.
 */
export async function uploadChunk(deps: ChunkDeps, userId: string, fields: ChunkFields, chunk: StoredChunk, now = new Date()) {
  let recorded = false;
  try {
    if (chunk.size === 0) throw badUpload('The chunk is empty.');
    const { uploadId, chunkIndex, totalChunks, fileName, fileSize, agentId } = fields;
    const declaration = { uploadId, userId, agentId, fileName, fileSize, totalChunks };
    const part = { index: chunkIndex, key: chunk.key, size: chunk.size };
    const startedAfter = new Date(now.getTime() - UPLOAD_SESSION_TTL_MS);
    // Most chunks continue a session that agrees with them: one update records them.
    let added = chunkIndex === 0 ? null : await deps.sessions.addPart(declaration, part, startedAfter, now);
    if (!added) {
      const session = await deps.sessions.open(declaration, now);
      checkSession(session, userId, fields, now);
      if (session.status !== 'receiving') return await settledReply(deps, session);
      if (chunkIndex === 0) await refuseEarly(deps, session, chunk.head);
      added = await deps.sessions.addPart(declaration, part, startedAfter, now);
    }
    recorded = added !== null;
    const current = added ?? (await deps.sessions.findOwned(userId, uploadId));
    if (!current) throw new UploadFailure(404, 'NOT_FOUND', 'Upload not found.');
    if (current.status !== 'receiving') return await settledReply(deps, current);
    // Not added and not there already: it would take the total past the declared size.
    if (!added && !current.parts.some((stored) => stored.index === chunkIndex)) {
      throw badUpload(`The chunks add up to more than the declared fileSize of ${fileSize} bytes.`);
    }
    // A chunk sent again (a lost reply, a resume) leaves the first copy in place; when every
    // chunk is in, it also retries an assembly that failed for a passing reason.
    if (current.parts.length < current.totalChunks) return { ...progressReply(current), chunkIndex };
    return await assembleUpload(deps, current);
  } finally {
    if (!recorded) await deps.storage.delete(chunk.key).catch(() => undefined);
  }
}

function checkSession(session: UploadSession, userId: string, fields: ChunkFields, now: Date): void {
  if (session.userId !== userId) throw new UploadFailure(403, 'FORBIDDEN', 'This upload belongs to another user.');
  if (session.createdAt.getTime() < now.getTime() - UPLOAD_SESSION_TTL_MS) {
    throw new UploadFailure(
      410,
      'EXPIRED',
      'This upload has expired (an upload must finish within 24 hours). Please upload the file again.',
    );
  }
  const same = (['agentId', 'fileName', 'fileSize', 'totalChunks'] as const).every((name) => session[name] === fields[name]);
  if (!same) {
    throw new UploadFailure(
      409,
      'CONFLICT',
      'This chunk does not match its upload: agentId, fileName, fileSize and totalChunks must stay the same.',
    );
  }
}

/** A finished upload answers every later chunk the same way: its result, or its refusal. */
async function settledReply(deps: ChunkDeps, session: UploadSession) {
  if (session.status === 'completed' && session.result) return completedReply(deps.storage, session.uploadId, session.result);
  if (session.status === 'failed') throw badUpload(session.error ?? 'This upload failed. Please upload the file again.');
  if (isStaleAssembly(session)) return assembleUpload(deps, session);
  throw new UploadFailure(409, 'CONFLICT', 'This upload is being assembled. Please wait a moment and send the last chunk again.');
}

/** Saves sending a gigabyte that would be refused at the end. */
async function refuseEarly(deps: ChunkDeps, session: UploadSession, head: Buffer): Promise<void> {
  const type = await sniffUpload(head, session.fileName);
  const refusal = !type
    ? disallowedTypeMessage()
    : type.kind === 'image' && session.fileSize > IMAGE_MAX_BYTES
      ? imageTooLargeMessage(session.fileSize)
      : null;
  if (!refusal) return;
  await deps.sessions.fail(session.userId, session.uploadId, refusal);
  await deleteParts(deps.storage, session.parts);
  throw badUpload(refusal);
}
