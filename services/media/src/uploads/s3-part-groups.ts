import { uploadKey, type UploadType } from '@avatarium/contracts';
import { randomUUID } from 'node:crypto';
import { MULTIPART_MIN_PART_BYTES, type MultipartWrites, type Storage } from '@avatarium/platform';
import { concatParts, ordered } from './stored-parts.js';
import type { UploadDeps } from './upload-deps.js';
import type { PartGroup, UploadPart, UploadSession } from './upload-session.js';

// S3 (no writes at an offset): the browser's 3.5 MiB chunks are below S3's 5 MiB part minimum,
// so consecutive chunks are grouped into parts and sent while the upload goes on; the last
// chunk then only sends its own group and completes the object (CompleteMultipartUpload).

export type MultipartStorage = Storage & { multipart: MultipartWrites };

export type PartGroupDeps = UploadDeps & { storage: MultipartStorage };

export const writesMultipart = (storage: Storage): storage is MultipartStorage => !!storage.multipart;

/**
 * The groups of consecutive chunks from chunk 0, as far as the chunks present reach: each at
 * least `minBytes`, but the one ending with the last chunk. The same chunks always make the
 * same groups, whatever order they came in.
 */
export function partGroups(parts: UploadPart[], totalChunks: number, minBytes = MULTIPART_MIN_PART_BYTES): PartGroup[] {
  const sizes = new Map(parts.map((part) => [part.index, part.size]));
  const groups: PartGroup[] = [];
  let first = 0;
  let size = 0;
  for (let index = 0; index < totalChunks; index++) {
    const chunk = sizes.get(index);
    if (chunk === undefined) break;
    size += chunk;
    if (size >= minBytes || index === totalChunks - 1) {
      groups.push({ partNumber: groups.length + 1, first, last: index, size });
      first = index + 1;
      size = 0;
    }
  }
  return groups;
}

/**
 * Once chunk 0 has shown the type, the file is started as a multipart object under its final
 * key. Not for CSV (read whole for the text check at the end) nor where the storage cannot.
 */
export async function startMultipart(deps: UploadDeps, session: UploadSession, type: UploadType): Promise<void> {
  const { storage } = deps;
  if (!writesMultipart(storage) || type.kind === 'csv' || session.multipart) return;
  const key = uploadKey(session.userId, session.agentId, randomUUID(), type.ext);
  try {
    const id = await storage.multipart.start(key, type.mime);
    const noted = await deps.sessions.startMultipart(session.userId, session.uploadId, { key, id, contentType: type.mime });
    if (!noted) await storage.multipart.abort(key, id);
  } catch (error) {
    // Not fatal: without it the parts are put together at the end, as before.
    deps.logger?.warn('could not start a multipart upload', { uploadId: session.uploadId, error });
  }
}

/**
 * Sends each group whose chunks are all in and whose part is not sent yet. While chunks come,
 * a group another request has claimed is left to it; at the end (`resendUnsent`) every part
 * without an ETag is sent (again): the same bytes under the same number replace each other.
 * Returns the ETags by part number.
 */
export async function sendPartGroups(
  deps: PartGroupDeps,
  session: UploadSession,
  options: { resendUnsent: boolean },
): Promise<Record<string, string>> {
  const multipart = session.multipart;
  if (!multipart) return {};
  const etags = { ...multipart.etags };
  // Claimed by a request still sending it: while chunks come, not even asked about again.
  const claimedBefore = new Set(multipart.groups.map((group) => group.partNumber));
  const chunks = ordered(session.parts);
  for (const group of partGroups(session.parts, session.totalChunks)) {
    if (etags[group.partNumber]) continue;
    if (!options.resendUnsent && claimedBefore.has(group.partNumber)) continue;
    const claimed = await deps.sessions.claimGroup(session.userId, session.uploadId, group);
    if (!claimed && !options.resendUnsent) continue;
    const members = chunks.filter((chunk) => chunk.index >= group.first && chunk.index <= group.last);
    const body = concatParts(deps.storage, members);
    const etag = await deps.storage.multipart.putPart(multipart.key, multipart.id, group.partNumber, body, group.size);
    await deps.sessions.setPartEtag(session.userId, session.uploadId, group.partNumber, etag);
    etags[group.partNumber] = etag;
  }
  return etags;
}

/** While chunks come: sends what is ready in the background (the chunk's answer does not wait; the end sends what is missing). */
export function sendReadyGroupsSoon(deps: UploadDeps, session: UploadSession): void {
  const { storage } = deps;
  if (!session.multipart || !writesMultipart(storage)) return;
  sendPartGroups({ ...deps, storage }, session, { resendUnsent: false }).catch((error: unknown) =>
    deps.logger?.warn('could not send a part of a multipart upload; it is sent again at the end', {
      uploadId: session.uploadId,
      error,
    }),
  );
}

/** Every part sent (those missing now), then the object completed under its final key. */
export async function completeMultipart(deps: PartGroupDeps, session: UploadSession): Promise<string> {
  const multipart = session.multipart!;
  const etags = await sendPartGroups(deps, session, { resendUnsent: true });
  const groups = partGroups(session.parts, session.totalChunks);
  await deps.sessions.setAssembledKey(session.userId, session.uploadId, multipart.key);
  await deps.storage.multipart.complete(
    multipart.key,
    multipart.id,
    groups.map((group) => ({ partNumber: group.partNumber, etag: etags[group.partNumber]! })),
  );
  return multipart.key;
}
