/** Spec 000 section 9: files over 4,194,304 bytes are sent in sequential 3,670,016-byte chunks. */
export const UPLOAD_LIMITS = {
  largeFileThreshold: 4_194_304,
  chunkSize: 3_670_016,
  /** A failed chunk is retried this many times (after reading the server's resume point). */
  chunkRetries: 3,
  /** The spec leaves the brand-named default bucket out; ours. */
  bucketName: 'avatarium-uploads',
} as const;
