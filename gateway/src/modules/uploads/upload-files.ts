import type { IncomingMessage } from 'node:http';
import { AgentId, SINGLE_UPLOAD_MAX_BYTES, type media } from '@avatarium/contracts';
import type { Bus, Storage } from '@avatarium/platform';
import { readMultipart } from '../shared/uploads/multipart-form.js';
import { cleanFileName, storeUpload } from './store-upload.js';
import { badUpload, UploadFailure } from '../shared/uploads/upload-failure.js';
import { checkUploadPurpose, purposeOf } from './upload-purpose.js';

/** Files per request: the create screen sends one per media type. */
export const MAX_FILES_PER_REQUEST = 10;

export const SINGLE_UPLOAD_TOO_LARGE =
  'File too large for a single upload: the maximum is 4,194,304 bytes (4 MB). Send larger files in chunks with POST /api/storage/upload-with-chunks.';

/** Room for the multipart boundaries, part headers and text fields around the files. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Refuses a request whose declared length cannot fit before a byte of it is read. */
export function checkDeclaredLength(req: IncomingMessage, maxFiles: number, maxFileBytes: number, message: string): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxFiles * maxFileBytes + FORM_OVERHEAD_BYTES) {
    throw new UploadFailure('PAYLOAD_TOO_LARGE', message);
  }
}

/**
 * POST /api/upload-files: multipart `agentId` (and `purpose`, upload-purpose.ts) then
 * `file_0..file_n`, each streamed to storage as it arrives. All or nothing: when one file is
 * refused, the others are deleted again.
 */
export async function uploadFiles(
  deps: { storage: Storage; bus: Bus },
  userId: string,
  req: IncomingMessage,
): Promise<media.CompletedUpload[]> {
  checkDeclaredLength(req, MAX_FILES_PER_REQUEST, SINGLE_UPLOAD_MAX_BYTES, SINGLE_UPLOAD_TOO_LARGE);
  const form = await readMultipart(
    req,
    { fileBytes: SINGLE_UPLOAD_MAX_BYTES, tooLargeMessage: SINGLE_UPLOAD_TOO_LARGE, files: MAX_FILES_PER_REQUEST, fields: 10 },
    async ({ field, fileName, file, fieldsBefore }) => {
      if (!/^file_\d+$/.test(field)) throw badUpload(`Unexpected file field "${field}": files are sent as file_0, file_1, ...`);
      // The key needs the agent id, so it has to come before the files (FormData keeps the order it was appended in).
      if (fieldsBefore.agentId === undefined) throw badUpload('agentId is required, before the files.');
      const agentId = AgentId.safeParse(fieldsBefore.agentId);
      if (!agentId.success) throw badUpload('Invalid agentId.');
      const purpose = purposeOf(fieldsBefore);
      const stored = await storeUpload(deps, { userId, agentId: agentId.data, originalName: cleanFileName(fileName) }, file);
      await checkUploadPurpose(deps, userId, purpose, stored);
      return stored;
    },
  );
  const stored = form.files.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const rejected = form.files.find((result) => result.status === 'rejected');
  const failure = form.formError ?? rejected?.reason ?? (stored.length === 0 ? badUpload('No file was uploaded.') : null);
  if (failure) {
    await Promise.all(stored.map((upload) => deps.storage.delete(upload.storagePath).catch(() => undefined)));
    throw failure;
  }
  return stored;
}
