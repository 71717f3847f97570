import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { disallowedTypeMessage, media, SNIFF_BYTES, uploadKey } from '@avatarium/contracts';
import type { Storage } from '@avatarium/platform';
import { inspectUpload } from './inspect-upload.js';
import { readHead, sniffUpload } from './sniff-upload.js';
import { textCheck } from './text-check.js';
import { isRefusal, refuseUpload, UploadRefusal } from './upload-refusal.js';
import type { UploadSessionRepository } from './upload-session.repository.js';
import type { CompletedUpload, UploadPart, UploadSession } from './upload-session.js';

/** A claim older than this is a media process that died while assembling: another may take over. */
const ASSEMBLY_STALE_MS = 10 * 60_000;

export interface AssemblyDeps {
  storage: Storage;
  sessions: UploadSessionRepository;
}

export function isStaleAssembly(session: UploadSession, now = new Date()): boolean {
  return session.status === 'assembling' && session.updatedAt.getTime() < now.getTime() - ASSEMBLY_STALE_MS;
}

/** The stored parts in order, sorted once. */
function ordered(parts: UploadPart[]): UploadPart[] {
  return [...parts].sort((a, b) => a.index - b.index);
}

/** The stored parts read back one after another as one stream; `check` sees every chunk and may stop it. */
function concatParts(storage: Storage, parts: UploadPart[], check?: { chunk(chunk: Buffer): void; end(): void }): Readable {
  return Readable.from(
    (async function* () {
      for (const part of parts) {
        for await (const chunk of (await storage.get(part.key)).body) {
          check?.chunk(chunk as Buffer);
          yield chunk as Buffer;
        }
      }
      check?.end();
    })(),
    { objectMode: false },
  );
}

/** The file's first bytes, from as many parts as it takes (a part may be tiny). */
async function headOfParts(storage: Storage, parts: UploadPart[]): Promise<Buffer> {
  const heads: Buffer[] = [];
  let length = 0;
  for (const part of parts) {
    if (length >= SNIFF_BYTES) break;
    const head = await readHead(storage, part.key, SNIFF_BYTES - length);
    heads.push(head);
    length += head.length;
  }
  return Buffer.concat(heads);
}

export async function deleteParts(storage: Storage, parts: UploadPart[]): Promise<void> {
  await Promise.all(parts.map((part) => storage.delete(part.key).catch(() => undefined)));
}

/**
 * Streams the parts in order into `uploads/<owner>/<agent>/<uuid>.<ext>` (the extension from
 * the sniffed type), then measures it like a single upload. Whatever is refused is deleted,
 * so only accepted files are ever visible under `uploads/`.
 */
async function storeAssembled(storage: Storage, session: UploadSession): Promise<CompletedUpload> {
  const parts = ordered(session.parts);
  const type = await sniffUpload(await headOfParts(storage, parts), session.fileName);
  if (!type) throw refuseUpload(disallowedTypeMessage());
  const key = uploadKey(session.userId, session.agentId, randomUUID(), type.ext);
  // CSV has no signature: the whole file must be text, checked as it streams past.
  const check = type.kind === 'csv' ? textCheck(() => refuseUpload(disallowedTypeMessage())) : undefined;
  await storage.put(key, concatParts(storage, parts, check), type.mime);
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
export async function assembleUpload(deps: AssemblyDeps, session: UploadSession): Promise<media.CompletedUpload> {
  const { userId, uploadId } = session;
  const claimed = await deps.sessions.claimAssembly(userId, uploadId, new Date(Date.now() - ASSEMBLY_STALE_MS));
  if (!claimed) {
    throw new UploadRefusal('CONFLICT', 'This upload is being assembled. Please wait a moment and send the last chunk again.');
  }
  if (claimed.receivedBytes !== claimed.fileSize) {
    const message = `The chunks add up to ${claimed.receivedBytes} bytes, but fileSize says ${claimed.fileSize}.`;
    await deps.sessions.fail(userId, uploadId, message);
    await deleteParts(deps.storage, claimed.parts);
    throw refuseUpload(message);
  }
  try {
    const result = await storeAssembled(deps.storage, claimed);
    await deps.sessions.complete(userId, uploadId, result);
    await deleteParts(deps.storage, claimed.parts);
    return result;
  } catch (error) {
    if (isRefusal(error)) {
      await deps.sessions.fail(userId, uploadId, (error as Error).message);
      await deleteParts(deps.storage, claimed.parts);
    } else {
      await deps.sessions.release(userId, uploadId);
    }
    throw error;
  }
}
