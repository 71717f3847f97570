import { randomUUID } from 'node:crypto';
import { disallowedTypeMessage, media, uploadDataKey, uploadKey, type UploadType } from '@avatarium/contracts';
import type { Storage } from '@avatarium/platform';
import { checkText, inspectUpload } from './inspect-upload.js';
import { completeMultipart, writesMultipart, type PartGroupDeps } from './s3-part-groups.js';
import { readHead, sniffUpload } from './sniff-upload.js';
import { concatParts, headOfParts, ordered } from './stored-parts.js';
import { scannedAsText, textCheck } from './text-check.js';
import type { UploadDeps } from './upload-deps.js';
import { isRefusal, refuseUpload, UploadRefusal } from './upload-refusal.js';
import type { UploadSessionRepository } from './upload-session.repository.js';
import type { CompletedUpload, UploadPart, UploadSession } from './upload-session.js';

/** A claim older than this is a media process that died while assembling: another may take over. */
const ASSEMBLY_STALE_MS = 10 * 60_000;
/** How long a chunk's request waits for another request's assembly before asking to be sent again. */
const ASSEMBLY_WAIT_MS = 60_000;
const ASSEMBLY_POLL_MS = 200;

/**
 * The result of an assembly another request is doing (a chunk whose record landed beside the
 * one that completed the set, or a chunk sent again meanwhile): its upload when it completes, its
 * refusal when it fails; still assembling after ASSEMBLY_WAIT_MS, the client is asked to send the
 * last chunk again (the gateway waits up to 10 minutes for a record).
 */
export async function awaitAssembly(deps: UploadDeps, userId: string, uploadId: string): Promise<media.CompletedUpload> {
  const deadline = Date.now() + ASSEMBLY_WAIT_MS;
  while (Date.now() < deadline) {
    const session = await deps.sessions.findOwned(userId, uploadId);
    if (session?.status === 'completed' && session.result) return session.result;
    if (session?.status === 'failed') throw refuseUpload(session.error ?? 'This upload failed. Please upload the file again.');
    if (session?.status !== 'assembling') break;
    await new Promise((resolve) => setTimeout(resolve, ASSEMBLY_POLL_MS));
  }
  throw new UploadRefusal('CONFLICT', 'This upload is being assembled. Please wait a moment and send the last chunk again.');
}

export function isStaleAssembly(session: UploadSession, now = new Date()): boolean {
  return session.status === 'assembling' && session.updatedAt.getTime() < now.getTime() - ASSEMBLY_STALE_MS;
}

/**
 * Every file an upload may have in storage: its parts, its data file (chunks written in place)
 * and an unfinished multipart object (dropping a completed one does nothing).
 */
export async function deleteUploadFiles(
  storage: Storage,
  session: Pick<UploadSession, 'userId' | 'uploadId' | 'parts' | 'multipart'>,
) {
  // Only a storage that writes in place has data files.
  const dataKey = storage.writeAt ? [uploadDataKey(session.userId, session.uploadId)] : [];
  const keys = new Set([...session.parts.map((part) => part.key), ...dataKey]);
  await Promise.all([
    ...[...keys].map((key) => storage.delete(key).catch(() => undefined)),
    session.multipart && storage.multipart?.abort(session.multipart.key, session.multipart.id).catch(() => undefined),
  ]);
}

type AssemblyStorage = Storage & Required<Pick<Storage, 'writeAt' | 'publish'>>;

const assemblesInPlace = (storage: Storage): storage is AssemblyStorage => !!storage.writeAt && !!storage.publish;

/**
 * Local storage: the chunks are already in the upload's data file at their offsets (any sent
 * as parts are written in), so the file is checked where it is and published by a rename;
 * nothing is copied. The key is noted before the rename, so a retry after a crash finds it.
 */
async function assembleInPlace(
  deps: { storage: AssemblyStorage; sessions: UploadSessionRepository },
  session: UploadSession,
): Promise<{ key: string; type: UploadType }> {
  const { storage } = deps;
  const dataKey = uploadDataKey(session.userId, session.uploadId);
  const offsets: Array<{ part: UploadPart; offset: number }> = [];
  let end = 0;
  for (const part of ordered(session.parts)) {
    if (part.offset !== undefined && part.offset !== end) {
      throw refuseUpload(
        `The chunks do not fit together: chunk ${part.index} was written at byte ${part.offset}, but the chunks before it end at byte ${end}.`,
      );
    }
    offsets.push({ part, offset: end });
    end += part.size;
  }
  for (const { part, offset } of offsets) {
    if (part.offset === undefined) await storage.writeAt(dataKey, offset, (await storage.get(part.key)).body, part.size);
  }
  const type = await sniffUpload(await readHead(storage, dataKey), session.fileName);
  if (!type) throw refuseUpload(disallowedTypeMessage());
  // CSV has no signature: the whole file must be text. The chunks were judged as they came;
  // only when those verdicts cannot vouch for the file's bytes is it read through once.
  if (type.kind === 'csv') {
    const refuse = () => refuseUpload(disallowedTypeMessage());
    const text = scannedAsText(session);
    if (text === false) throw refuse();
    if (text === null) await checkText(storage, dataKey, refuse);
  }
  const key = uploadKey(session.userId, session.agentId, randomUUID(), type.ext);
  await deps.sessions.setAssembledKey(session.userId, session.uploadId, key);
  await storage.publish(dataKey, key, type.mime, session.fileSize);
  return { key, type };
}

/**
 * S3 with the file started as a multipart object (chunk 0 showed its type): the groups not
 * sent yet are sent and the object completed. Should the whole file's type not be the one it
 * was started as, it is dropped and put together by copying instead.
 */
async function assembleMultipart(deps: PartGroupDeps, session: UploadSession): Promise<{ key: string; type: UploadType }> {
  const type = await sniffUpload(await headOfParts(deps.storage, ordered(session.parts)), session.fileName);
  if (!type) throw refuseUpload(disallowedTypeMessage());
  const multipart = session.multipart!;
  if (type.mime !== multipart.contentType || type.kind === 'csv') {
    await deps.storage.multipart.abort(multipart.key, multipart.id).catch(() => undefined);
    return assembleByCopy(deps.storage, session);
  }
  return { key: await completeMultipart(deps, session), type };
}

/**
 * S3 otherwise (a CSV, or no multipart object): streams the parts in order into the final key
 * (a multipart upload with bounded buffers), checking a CSV is text as it streams past.
 */
async function assembleByCopy(storage: Storage, session: UploadSession): Promise<{ key: string; type: UploadType }> {
  const parts = ordered(session.parts);
  const type = await sniffUpload(await headOfParts(storage, parts), session.fileName);
  if (!type) throw refuseUpload(disallowedTypeMessage());
  const key = uploadKey(session.userId, session.agentId, randomUUID(), type.ext);
  const check = type.kind === 'csv' ? textCheck(() => refuseUpload(disallowedTypeMessage())) : undefined;
  await storage.put(key, concatParts(storage, parts, check), type.mime);
  return { key, type };
}

/**
 * Puts the parts together as `uploads/<owner>/<agent>/<uuid>.<ext>` (the extension from the
 * sniffed type), then measures it like a single upload. Whatever is refused is deleted, so
 * only accepted files are ever visible under `uploads/`. An assembly that published its file
 * before its process died goes straight to measuring it.
 */
async function storeAssembled(deps: UploadDeps, session: UploadSession): Promise<CompletedUpload> {
  const { storage } = deps;
  const published = session.assembledKey && (await storage.stat(session.assembledKey)) ? session.assembledKey : null;
  const { key } = published
    ? { key: published }
    : assemblesInPlace(storage)
      ? await assembleInPlace({ storage, sessions: deps.sessions }, session)
      : session.multipart && writesMultipart(storage)
        ? await assembleMultipart({ ...deps, storage }, session)
        : await assembleByCopy(storage, session);
  try {
    const measured = await inspectUpload(
      { storage },
      { ownerId: session.userId, key, originalName: session.fileName },
      { textChecked: true },
    );
    return media.completedUpload(session.fileName, key, measured);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Every chunk is in: assembles the file (written aside by the storage, so a half-assembled
 * file is never visible). A refusal ends the upload; a passing failure (storage) lets the
 * last chunk be resent, which retries.
 */
export async function assembleUpload(deps: UploadDeps, session: UploadSession): Promise<media.CompletedUpload> {
  const { userId, uploadId } = session;
  const claimed = await deps.sessions.claimAssembly(userId, uploadId, new Date(Date.now() - ASSEMBLY_STALE_MS));
  // Chunks sent at once: another request's record completed the set a moment earlier and is
  // assembling; this one answers with that result instead of a refusal.
  if (!claimed) return awaitAssembly(deps, userId, uploadId);
  if (claimed.receivedBytes !== claimed.fileSize) {
    const message = `The chunks add up to ${claimed.receivedBytes} bytes, but fileSize says ${claimed.fileSize}.`;
    await deps.sessions.fail(userId, uploadId, message);
    await deleteUploadFiles(deps.storage, claimed);
    throw refuseUpload(message);
  }
  try {
    const result = await storeAssembled(deps, claimed);
    await deps.sessions.complete(userId, uploadId, result);
    await deleteUploadFiles(deps.storage, claimed);
    return result;
  } catch (error) {
    if (isRefusal(error)) {
      await deps.sessions.fail(userId, uploadId, (error as Error).message);
      await deleteUploadFiles(deps.storage, claimed);
    } else {
      await deps.sessions.release(userId, uploadId);
    }
    throw error;
  }
}
