/**
 * Where uploads live in storage: accepted files under `uploads/<owner>/<agent>/`, chunks in
 * flight under `upload-parts/<owner>/`. Ownership checks read the owner from the key, so the
 * layout is written here once.
 */
export const UPLOADS_PREFIX = 'uploads/';
/** The folder of chunks in flight, as `Storage.list` takes it (no trailing slash). */
export const UPLOAD_PARTS_FOLDER = 'upload-parts';
export const UPLOAD_PARTS_PREFIX = `${UPLOAD_PARTS_FOLDER}/`;

export function ownerUploadsPrefix(ownerId: string): string {
  return `${UPLOADS_PREFIX}${ownerId}/`;
}

export function uploadKey(ownerId: string, agentId: string, fileId: string, ext: string): string {
  return `${ownerUploadsPrefix(ownerId)}${agentId}/${fileId}.${ext}`;
}

export function uploadPartKey(ownerId: string, partId: string): string {
  return `${UPLOAD_PARTS_PREFIX}${ownerId}/${partId}.part`;
}

/**
 * The one file a chunked upload's chunks are written into at their offsets (local storage), so
 * nothing is read back to assemble it. The uploadId may hold '.', ':' and '_', which storage
 * keys do not allow in that place: each such character is written as '_' and its hex code.
 */
export function uploadDataKey(ownerId: string, uploadId: string): string {
  const safe = uploadId.replace(/[^A-Za-z0-9-]/g, (char) => `_${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return `${UPLOAD_PARTS_PREFIX}${ownerId}/u${safe}.data`;
}

/** True when the key names an accepted upload of this owner (never a part, never someone else's). */
export function isOwnUpload(key: string, ownerId: string): boolean {
  return key.startsWith(ownerUploadsPrefix(ownerId)) && !key.includes('..');
}

/** True when the key names a chunk this owner stored (never an accepted upload, never someone else's). */
export function isOwnUploadPart(key: string, ownerId: string): boolean {
  return key.startsWith(`${UPLOAD_PARTS_PREFIX}${ownerId}/`) && !key.includes('..');
}
