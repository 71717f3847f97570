import { media } from '@avatarium/contracts';
import { AppError, storageFailureOf, type Logger } from '@avatarium/platform';

type Failure = { code: media.UploadFailureCode; message: string };

/** An upload refused (or not possible now), with the `code` the reply carries and the user-facing text. */
export class UploadRefusal extends Error {
  constructor(
    readonly code: media.UploadFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusal';
  }
}

export const refuseUpload = (message: string) => new UploadRefusal('BAD_INPUT', message);

/** Refused for what the file is (retrying the same bytes cannot help), as opposed to failing for now. */
export function isRefusal(error: unknown): boolean {
  return (error instanceof UploadRefusal || error instanceof AppError) && error.code === 'BAD_INPUT';
}

/** Whatever stopped a chunk, as the reply's failure: our refusals, coded errors, storage failures. */
export function uploadFailureOf(error: unknown, logger: Logger): Failure {
  if (error instanceof UploadRefusal || error instanceof AppError) return { code: error.code, message: error.message };
  const failure = storageFailureOf(error);
  logger.error('upload failed', { error, failure });
  return media.storageUploadFailure(failure);
}
