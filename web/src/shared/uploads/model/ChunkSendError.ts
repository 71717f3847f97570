import { UploadError } from './UploadError';

/** A chunk the server refused or never answered; `retryable` says whether trying again can help. */
export class ChunkSendError extends UploadError {
  constructor(
    message: string,
    readonly retryable: boolean,
    status: number | null = null,
    code: string | null = null,
  ) {
    super(message, status, code);
  }
}
