import { AppError, httpStatusOf, storageFailureOf, type Logger } from '@avatarium/platform';

/** An upload refused or failed, with the HTTP status, the `code` field and the user-facing text. */
export class UploadFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

export const badUpload = (message: string) => new UploadFailure(400, 'BAD_INPUT', message);

// Spec 000 section 8's storage texts.
const STORAGE_DENIED =
  'Storage upload denied. Please setup the storage bucket and access policies. Visit /api/setup-storage for instructions.';
const STORAGE_UNCONFIGURED =
  'Server configuration error: the storage service is not configured on the server. Please check server environment variables.';
const UPLOAD_FAILED = 'File upload failed.';

/** The one place errors met while uploading become responses: our refusals, coded service errors, storage failures. */
export function uploadFailureOf(error: unknown, logger: Logger): UploadFailure {
  if (error instanceof UploadFailure) return error;
  if (error instanceof AppError) return new UploadFailure(httpStatusOf[error.code], error.code, error.message);
  const failure = storageFailureOf(error);
  logger.error('upload failed', { error, failure });
  if (failure === 'denied') return new UploadFailure(403, 'RLS_POLICY_ERROR', STORAGE_DENIED);
  if (failure === 'unconfigured') return new UploadFailure(503, 'STORAGE_NOT_CONFIGURED', STORAGE_UNCONFIGURED);
  return new UploadFailure(500, 'UPLOAD_FAILED', UPLOAD_FAILED);
}
