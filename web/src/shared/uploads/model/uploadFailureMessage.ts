export const UPLOAD_MESSAGES = {
  rlsDenied:
    'Storage upload denied. Please setup the storage bucket and access policies. Visit /api/setup-storage for instructions.',
  notConfigured:
    'Server configuration error: the storage service is not configured on the server. Please check server environment variables.',
  generic: 'File upload failed.',
  chunkFailed: 'Chunk upload failed',
  noFinalUrl: 'Upload completed but no final URL received',
} as const;

/** What a refused upload said (read from its reply; empty texts read as absent). */
interface UploadFailureBody {
  code?: string | undefined;
  error?: string | undefined;
  message?: string | undefined;
}

// Codes the gateway may answer with for a storage that is not set up (see docs/decisions/web-create.md).
const NOT_CONFIGURED_CODES = new Set(['STORAGE_NOT_CONFIGURED', 'SERVER_CONFIGURATION_ERROR', 'CONFIGURATION_ERROR']);

/**
 * The text for a refused upload request (spec 000 section 8): the storage-policy and
 * configuration codes have their own texts; anything else reads 'Upload failed: {reason}',
 * the reason being the server's error or 'Upload failed with status {n}'.
 */
export function uploadFailureMessage(status: number | null, body: UploadFailureBody | null): string {
  const code = body?.code;
  if (code === 'RLS_POLICY_ERROR') return UPLOAD_MESSAGES.rlsDenied;
  if (code && NOT_CONFIGURED_CODES.has(code)) return UPLOAD_MESSAGES.notConfigured;
  const serverError = body?.error ?? body?.message;
  if (status === null) return serverError ? `Upload failed: ${serverError}` : UPLOAD_MESSAGES.generic;
  const reason = serverError ?? `Upload failed with status ${status}`;
  return `Upload failed: ${reason}`;
}
