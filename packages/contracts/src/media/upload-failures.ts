import { z } from 'zod';
import { errorCodes } from '../errors.js';

/**
 * The `code` of a failed upload reply: the shared error codes, plus the upload-only ones of
 * spec 000 section 8 (the gateway maps each to its HTTP status in one place).
 */
export const UploadFailureCode = z.enum([
  ...errorCodes,
  'PAYLOAD_TOO_LARGE',
  'EXPIRED',
  'RLS_POLICY_ERROR',
  'STORAGE_NOT_CONFIGURED',
  'UPLOAD_FAILED',
]);
export type UploadFailureCode = z.infer<typeof UploadFailureCode>;

/** How a storage failure is told apart (platform's `storageFailureOf`). */
export type StorageFailureKind = 'denied' | 'unconfigured' | 'failed';

// Spec 000 section 8's storage texts: whichever process met the failure (the gateway storing
// a file, the media service assembling one) answers with the same words.
const STORAGE_FAILURES: Record<StorageFailureKind, { code: UploadFailureCode; message: string }> = {
  denied: {
    code: 'RLS_POLICY_ERROR',
    message:
      'Storage upload denied. Please setup the storage bucket and access policies. Visit /api/setup-storage for instructions.',
  },
  unconfigured: {
    code: 'STORAGE_NOT_CONFIGURED',
    message:
      'Server configuration error: the storage service is not configured on the server. Please check server environment variables.',
  },
  failed: { code: 'UPLOAD_FAILED', message: 'File upload failed.' },
};

export function storageUploadFailure(kind: StorageFailureKind): { code: UploadFailureCode; message: string } {
  return STORAGE_FAILURES[kind];
}
