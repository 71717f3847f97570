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

/** True when the key names an accepted upload of this owner (never a part, never someone else's). */
export function isOwnUpload(key: string, ownerId: string): boolean {
  return key.startsWith(ownerUploadsPrefix(ownerId)) && !key.includes('..');
}

/** True when the key names a chunk this owner stored (never an accepted upload, never someone else's). */
export function isOwnUploadPart(key: string, ownerId: string): boolean {
  return key.startsWith(`${UPLOAD_PARTS_PREFIX}${ownerId}/`) && !key.includes('..');
}
