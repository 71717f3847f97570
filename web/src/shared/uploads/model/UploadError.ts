/** A failed upload; `message` is the user-facing text from spec 000 section 8. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}
