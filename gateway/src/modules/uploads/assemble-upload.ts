import { Readable } from 'node:stream';
import { AppError, type Bus, type Storage } from '@avatarium/platform';
import { IncomingFile } from './incoming-file.js';
import { storeUpload } from './store-upload.js';
import { badUpload, UploadFailure } from './upload-failure.js';
import { completedReply } from './upload-replies.js';
import type { UploadSessionRepository } from './upload-session.repository.js';
import type { UploadPart, UploadSession } from './upload-session.js';

/** A claim older than this is a gateway that died while assembling: another may take over. */
const ASSEMBLY_STALE_MS = 10 * 60_000;

export function isStaleAssembly(session: UploadSession, now = new Date()): boolean {
  return session.status === 'assembling' && session.updatedAt.getTime() < now.getTime() - ASSEMBLY_STALE_MS;
}

/** The stored parts read back one after another as one stream. */
function concatParts(storage: Storage, parts: UploadPart[]): Readable {
  const ordered = [...parts].sort((a, b) => a.index - b.index);
  return Readable.from(
    (async function* () {
      for (const part of ordered) yield* (await storage.get(part.key)).body;
    })(),
    { objectMode: false },
  );
}

export async function deleteParts(storage: Storage, parts: UploadPart[]): Promise<void> {
  await Promise.all(parts.map((part) => storage.delete(part.key).catch(() => undefined)));
}

/** Refused for what the file is (retrying the same bytes cannot help), as opposed to failing for now. */
function isRefusal(error: unknown): boolean {
  if (error instanceof UploadFailure) return error.status < 500;
  return error instanceof AppError && error.code === 'BAD_INPUT';
}

/**
 * Every chunk is in: streams the parts in order into the final key (written aside, so a
 * half-assembled file is never visible), sniffed and measured like a single upload. A refusal
 * ends the upload; a passing failure (storage, media service) lets the last chunk be resent.
 */
export async function assembleUpload(
  deps: { storage: Storage; bus: Bus; sessions: UploadSessionRepository },
  session: UploadSession,
) {
  const { userId, uploadId } = session;
  const claimed = await deps.sessions.claimAssembly(userId, uploadId, new Date(Date.now() - ASSEMBLY_STALE_MS));
  if (!claimed)
    throw new UploadFailure(
      409,
      'CONFLICT',
      'This upload is being assembled. Please wait a moment and send the last chunk again.',
    );
  if (claimed.receivedBytes !== claimed.fileSize) {
    const message = `The chunks add up to ${claimed.receivedBytes} bytes, but fileSize says ${claimed.fileSize}.`;
    await deps.sessions.fail(userId, uploadId, message);
    await deleteParts(deps.storage, claimed.parts);
    throw badUpload(message);
  }
  const file = new IncomingFile(concatParts(deps.storage, claimed.parts), undefined, 'close');
  try {
    const result = await storeUpload(deps, { userId, agentId: claimed.agentId, originalName: claimed.fileName }, file);
    await deps.sessions.complete(userId, uploadId, result);
    await deleteParts(deps.storage, claimed.parts);
    return await completedReply(deps.storage, uploadId, result);
  } catch (error) {
    await file.discard();
    if (isRefusal(error)) {
      await deps.sessions.fail(userId, uploadId, (error as Error).message);
      await deleteParts(deps.storage, claimed.parts);
    } else {
      await deps.sessions.release(userId, uploadId);
    }
    throw error;
  }
}
