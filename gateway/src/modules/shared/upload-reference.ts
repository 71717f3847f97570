import { isOwnUpload, UPLOADS_PREFIX } from '@avatarium/contracts';
import { AppError, assertSafeKey, LOCAL_FILES_ROUTE } from '@avatarium/platform';

// The first path segment of an upload's key ('uploads').
const UPLOADS = UPLOADS_PREFIX.slice(0, -1);

export interface UploadReferenceContext {
  userId: string;
  /** Hosts whose absolute URLs may point at our files: this gateway, the web origins, the S3 endpoint. */
  knownHosts: ReadonlySet<string>;
}

/** Hosts whose absolute URLs may name our files: this gateway as the browser reached it, the web origins, the S3 endpoint. */
export function knownHosts(
  config: { ALLOWED_ORIGINS: readonly string[]; S3_ENDPOINT?: string | undefined },
  requestHost: string | null,
): Set<string> {
  const hosts = new Set<string>();
  if (requestHost) hosts.add(requestHost);
  for (const origin of [...config.ALLOWED_ORIGINS, config.S3_ENDPOINT ?? '']) {
    if (URL.canParse(origin)) hosts.add(new URL(origin).host);
  }
  return hosts;
}

function isS3Host(hostname: string): boolean {
  return hostname === 's3.amazonaws.com' || hostname.endsWith('.amazonaws.com');
}

/** The storage key inside a URL's path, or null when the path is not one of ours. */
function keyInPath(pathname: string): string | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (`/${segments[0]}` === LOCAL_FILES_ROUTE) return segments.slice(1).join('/'); // our signed local URL
  if (segments[0] === UPLOADS) return segments.join('/'); // virtual-hosted S3: https://bucket.s3.../uploads/...
  if (segments[1] === UPLOADS) return segments.slice(1).join('/'); // path-style S3: https://host/bucket/uploads/...
  return null;
}

function candidateKey(value: string, knownHosts: ReadonlySet<string>): string | null {
  if (value.startsWith(UPLOADS_PREFIX)) return value; // a storagePath from the upload reply
  let url: URL;
  try {
    url = new URL(value, 'http://relative.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const relative = url.host === 'relative.invalid';
  if (!relative && !knownHosts.has(url.host) && !isS3Host(url.hostname)) return null;
  return keyInPath(url.pathname);
}

/**
 * Maps what the browser sends as image_url / video_url / audio_url (the upload reply's
 * storagePath or publicUrl) back to the storage key, and makes sure it is one of this
 * user's uploads: files are only ever read by key, never fetched from a URL.
 */
export function uploadKeyOf(field: string, value: string, context: UploadReferenceContext): string {
  const key = candidateKey(value.trim(), context.knownHosts);
  if (key === null) {
    throw new AppError(
      'BAD_INPUT',
      `The ${field} is not a file uploaded here. Upload the file first, then use its storagePath or publicUrl.`,
    );
  }
  try {
    assertSafeKey(key);
  } catch {
    throw new AppError('BAD_INPUT', `The ${field} is not a valid file reference.`);
  }
  if (!isOwnUpload(key, context.userId)) throw new AppError('FORBIDDEN', 'Forbidden');
  return key;
}
