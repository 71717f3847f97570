import {
  CHUNKS_BEFORE_FIRST_MAX,
  disallowedTypeMessage,
  IMAGE_MAX_BYTES,
  imageTooLargeMessage,
  isOwnUploadPart,
  SNIFF_BYTES,
  uploadDataKey,
  type media,
  type UploadType,
} from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import { assembleUpload, awaitAssembly, deleteUploadFiles, isStaleAssembly } from './assemble-upload.js';
import { sendReadyGroupsSoon, startMultipart } from './s3-part-groups.js';
import { readHead, sniffUpload } from './sniff-upload.js';
import { reserveUploadQuota, type QuotaDeps } from './upload-quotas.js';
import { refuseUpload, UploadRefusal } from './upload-refusal.js';
import { progressOf, UPLOAD_SESSION_TTL_MS, type UploadSession } from './upload-session.js';
import type { UploadDeps } from './upload-deps.js';

export type RecordChunkInput = z.output<typeof media.recordChunk.request>;
type RecordChunkReply = z.input<typeof media.recordChunk.reply>;
export type RecordChunkDeps = UploadDeps & Pick<QuotaDeps, 'planOf'>;

/**
 * media.upload.record-chunk: one chunk of a chunked upload, already stored by the gateway as a
 * part or in place in the upload's data file. Records it (a chunk sent again is accepted
 * once), refuses what can be refused early (type on chunk 0, a declared image over 5MB), and
 * assembles the file once every chunk is in. A part is deleted unless recorded; the data file
 * only when no upload of this owner is still filling it.
 */
export async function recordChunk(deps: RecordChunkDeps, input: RecordChunkInput, now = new Date()): Promise<RecordChunkReply> {
  const { ownerId: userId, uploadId, chunkIndex, totalChunks, fileName, fileSize, agentId, part: stored } = input;
  if (!isOwnUploadPart(stored.key, userId)) throw new AppError('FORBIDDEN', 'This chunk belongs to another user.');
  const inPlace = stored.offset !== undefined;
  if (inPlace && stored.key !== uploadDataKey(userId, uploadId)) {
    throw new AppError('FORBIDDEN', 'This chunk was written into another upload.');
  }
  let recorded = false;
  try {
    const declaration = { uploadId, userId, agentId, fileName, fileSize, totalChunks };
    const part = {
      index: chunkIndex,
      key: stored.key,
      size: stored.size,
      ...(inPlace && { offset: stored.offset }),
      ...(stored.text && { text: stored.text }),
    };
    const startedAfter = new Date(now.getTime() - UPLOAD_SESSION_TTL_MS);
    // The next chunk's claim, for the gateway that wrote this one in place (handed back with the
    // reply, it saves that gateway a request per chunk); taken in the same update as the record.
    const next = input.claimNext === true && chunkIndex + 1 < totalChunks ? chunkIndex + 1 : null;
    let nextClaimed = false;
    const addPart = async () => {
      const result = await deps.sessions.addPartClaimingNext(declaration, part, startedAfter, now, next);
      nextClaimed = result.nextClaimed;
      return result.session;
    };
    // Most chunks continue a session that agrees with them: one update records them.
    let added = chunkIndex === 0 ? null : await addPart();
    if (!added) {
      // A new upload first passes the user's quotas (open uploads, bytes in flight, bytes a day).
      const known = await deps.sessions.find(uploadId);
      if (!known) await reserveUploadQuota(deps, userId, uploadId, fileSize, now);
      const session = known ?? (await deps.sessions.open(declaration, now));
      // The id was someone else's already: this user's reservation holds nothing.
      if (!known && session.userId !== userId) await deps.sessions.quotas.release(userId, uploadId);
      checkSession(session, input, now);
      if (session.status !== 'receiving') return await settledReply(deps, session);
      // Only the chunk 0 that is kept is judged: a copy sent again is deleted, so its bytes
      // (different or not) must not fail an upload that already has its first chunk.
      if (chunkIndex === 0 && !session.parts.some((existing) => existing.index === 0)) {
        await startMultipart(deps, session, await refuseEarly(deps, session, stored));
      }
      added = await addPart();
    }
    recorded = added !== null;
    const current = added ?? (await deps.sessions.findOwned(userId, uploadId));
    if (!current) throw new UploadRefusal('NOT_FOUND', 'Upload not found.');
    if (current.status !== 'receiving') return await settledReply(deps, current);
    const present = (index: number) => current.parts.some((existing) => existing.index === index);
    // Not added and not there already: chunk 0 has not come and enough chunks wait for it
    // (their type is unknown until it does), or it would take the total past the declared size.
    if (!added && !present(chunkIndex) && !present(0) && current.parts.length >= CHUNKS_BEFORE_FIRST_MAX) {
      throw new UploadRefusal(
        'CONFLICT',
        `Send chunk 0 first: at most ${CHUNKS_BEFORE_FIRST_MAX} chunks are kept before it, as its bytes decide whether the file is allowed.`,
      );
    }
    if (!added && !present(chunkIndex)) {
      throw refuseUpload(`The chunks add up to more than the declared fileSize of ${fileSize} bytes.`);
    }
    // A chunk sent again (a lost reply, a resume) leaves the first copy in place; when every
    // chunk is in, it also retries an assembly that failed for a passing reason.
    if (current.parts.length < current.totalChunks) {
      if (recorded) sendReadyGroupsSoon(deps, current);
      return { outcome: 'receiving', chunkIndex, progress: progressOf(current), ...(next !== null && { nextClaimed }) };
    }
    return { outcome: 'completed', uploadId, upload: await assembleUpload(deps, current) };
  } finally {
    if (!recorded && !(inPlace && (await stillFilling(deps, userId, uploadId)))) {
      await deps.storage.delete(stored.key).catch(() => undefined);
    }
  }
}

/**
 * A data file holds the other chunks of an upload that is receiving (or being assembled): a
 * chunk it did not record (sent again, or refused) leaves its bytes there rather than the file
 * going; anything else (no such upload of this owner, or it is over) is removed.
 */
async function stillFilling(deps: UploadDeps, userId: string, uploadId: string): Promise<boolean> {
  try {
    const session = await deps.sessions.findOwned(userId, uploadId);
    return session?.status === 'receiving' || session?.status === 'assembling';
  } catch {
    return true; // unsure: keep it (the sweeper removes data files no upload finished)
  }
}

function checkSession(session: UploadSession, input: RecordChunkInput, now: Date): void {
  if (session.userId !== input.ownerId) throw new UploadRefusal('FORBIDDEN', 'This upload belongs to another user.');
  if (session.createdAt.getTime() < now.getTime() - UPLOAD_SESSION_TTL_MS) {
    throw new UploadRefusal(
      'EXPIRED',
      'This upload has expired (an upload must finish within 24 hours). Please upload the file again.',
    );
  }
  const same = (['agentId', 'fileName', 'fileSize', 'totalChunks'] as const).every((name) => session[name] === input[name]);
  if (!same) {
    throw new UploadRefusal(
      'CONFLICT',
      'This chunk does not match its upload: agentId, fileName, fileSize and totalChunks must stay the same.',
    );
  }
}

/** A finished upload answers every later chunk the same way: its result, or its refusal. */
async function settledReply(deps: UploadDeps, session: UploadSession): Promise<RecordChunkReply> {
  if (session.status === 'completed' && session.result) {
    return { outcome: 'completed', uploadId: session.uploadId, upload: session.result };
  }
  if (session.status === 'failed') throw refuseUpload(session.error ?? 'This upload failed. Please upload the file again.');
  if (isStaleAssembly(session))
    return { outcome: 'completed', uploadId: session.uploadId, upload: await assembleUpload(deps, session) };
  return {
    outcome: 'completed',
    uploadId: session.uploadId,
    upload: await awaitAssembly(deps, session.userId, session.uploadId),
  };
}

/** Saves sending a gigabyte that would be refused at the end; returns the type chunk 0 shows. */
async function refuseEarly(deps: UploadDeps, session: UploadSession, part: RecordChunkInput['part']): Promise<UploadType> {
  // Only this chunk's own bytes: in a data file, what follows it may not have been written yet.
  const head = await readHead(deps.storage, part.key, Math.min(SNIFF_BYTES, part.size));
  const type = await sniffUpload(head, session.fileName);
  const refusal = !type
    ? disallowedTypeMessage()
    : type.kind === 'image' && session.fileSize > IMAGE_MAX_BYTES
      ? imageTooLargeMessage(session.fileSize)
      : null;
  if (!refusal) return type!;
  await deps.sessions.fail(session.userId, session.uploadId, refusal);
  await deleteUploadFiles(deps.storage, session);
  throw refuseUpload(refusal);
}
