import { media } from '@avatarium/contracts';
import { AppError, httpStatusOf, storageFailureOf, type Logger } from '@avatarium/platform';

/** The statuses of the upload-only codes; the shared codes go by `httpStatusOf`. */
const UPLOAD_STATUS: Record<Exclude<media.UploadFailureCode, keyof typeof httpStatusOf>, number> = {
  PAYLOAD_TOO_LARGE: 413,
  EXPIRED: 410,
  RLS_POLICY_ERROR: 403,
  STORAGE_NOT_CONFIGURED: 503,
  UPLOAD_FAILED: 500,
};

function statusOf(code: media.UploadFailureCode): number {
  return code in httpStatusOf
    ? httpStatusOf[code as keyof typeof httpStatusOf]
    : UPLOAD_STATUS[code as keyof typeof UPLOAD_STATUS];
}

/** An upload refused or failed, with the HTTP status, the `code` field and the user-facing text. */
export class UploadFailure extends Error {
  readonly status: number;

  constructor(
    readonly code: media.UploadFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'UploadFailure';
    this.status = statusOf(code);
  }
}

export const badUpload = (message: string) => new UploadFailure('BAD_INPUT', message);

/** The one place errors met while uploading become responses: our refusals, coded service errors, storage failures. */
export function uploadFailureOf(error: unknown, logger: Logger): UploadFailure {
  if (error instanceof UploadFailure) return error;
  if (error instanceof AppError) return new UploadFailure(error.code, error.message);
  const failure = storageFailureOf(error);
  logger.error('upload failed', { error, failure });
  const { code, message } = media.storageUploadFailure(failure);
  return new UploadFailure(code, message);
}
