import { SINGLE_UPLOAD_MAX_BYTES, UPLOAD_CHUNK_BYTES } from '@avatarium/contracts/upload-rules';

/** Spec 000 section 9: files over 4,194,304 bytes are sent in sequential 3,670,016-byte chunks. */
export const UPLOAD_LIMITS = {
  largeFileThreshold: SINGLE_UPLOAD_MAX_BYTES,
  chunkSize: UPLOAD_CHUNK_BYTES,
  /** A failed chunk is retried this many times (after reading the server's resume point). */
  chunkRetries: 3,
  /** The spec leaves the brand-named default bucket out; ours. */
  bucketName: 'avatarium-uploads',
} as const;
