import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
}

export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where files live. Local disk by default, S3-compatible in production; both hand out
 * signed, expiring URLs so files are never public by accident.
 */
export interface Storage {
  /** Streams the body in; the object becomes visible only once fully written. */
  put(key: string, body: Readable, contentType: string): Promise<StoredObject>;
  /** `readBytes`: how much local storage reads at a time (64 KiB by default; more for reading a large file through). */
  get(key: string, options?: { readBytes?: number }): Promise<{ body: Readable; size: number; contentType: string }>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /**
   * A URL that works for `ttlSeconds`; relative for local storage (served by the gateway). With
   * `downloadName` the file is served as an attachment of that name (part of the signature).
   */
  signedUrl(key: string, ttlSeconds?: number, options?: SignedUrlOptions): Promise<string>;
  /**
   * A URL a browser PUTs one file to, with `contentType` as its Content-Type, for `ttlSeconds`:
   * local storage answers it through the gateway (which also enforces `maxBytes`); S3 is
   * presigned (its size is checked when the upload is confirmed).
   */
  signedUploadUrl(key: string, contentType: string, maxBytes: number, ttlSeconds?: number): Promise<string>;
  /** Every complete object under `folder/` (any depth), for sweepers; files being written are not listed. */
  list(folder: string): AsyncIterable<ListedObject>;
  /**
   * Where a command-line tool (ffprobe, ffmpeg) can read the object with seeking, without a
   * copy: the file's path for local storage, a presigned URL for S3.
   */
  toolInput(key: string): Promise<string>;
  /**
   * Optional (local disk): writes the body into the object at `offset`, creating it when
   * missing and leaving its other bytes alone; at most `maxBytes` (more fails with
   * WriteLimitError). The object is a work file (readable with `get`); `publish` makes it a
   * finished object under another key.
   */
  writeAt?(key: string, offset: number, body: Readable, maxBytes: number): Promise<number>;
  /** Optional, with `writeAt`: cuts the work file `from` to `size` bytes and makes it the object `to` (a rename). */
  publish?(from: string, to: string, contentType: string, size: number): Promise<StoredObject>;
  /**
   * Optional (S3): an object written as numbered parts of at least MULTIPART_MIN_PART_BYTES
   * (but the last), invisible until completed.
   */
  multipart?: MultipartWrites;
}

export interface SignedUrlOptions {
  /** Saved under this name (Content-Disposition: attachment) instead of the key's last part. */
  downloadName?: string;
}

/**
 * Content-Disposition for a download named `fileName`: an ASCII `filename` for old clients and
 * the exact name as RFC 5987 `filename*` (UTF-8), which browsers prefer.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** S3's smallest part, but the last (5 MiB). */
export const MULTIPART_MIN_PART_BYTES = 5 * 1024 * 1024;

export interface MultipartWrites {
  /** Starts an object under `key`; returns the id its parts are sent with. */
  start(key: string, contentType: string): Promise<string>;
  /** One part (`size` bytes of `body`); returns its ETag. The same number sent again replaces it. */
  putPart(key: string, uploadId: string, partNumber: number, body: Readable, size: number): Promise<string>;
  /** Makes the object of these parts, in part-number order. */
  complete(key: string, uploadId: string, parts: Array<{ partNumber: number; etag: string }>): Promise<StoredObject>;
  /** Drops an unfinished object and its parts (nothing when it is already gone). */
  abort(key: string, uploadId: string): Promise<void>;
}

/** A body that held more than `writeAt` was allowed to write; nothing past the limit was written. */
export class WriteLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`More than ${maxBytes} bytes`);
    this.name = 'WriteLimitError';
  }
}

/** Keys are slash-separated segments of safe characters: no traversal, no surprises. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Why a storage call failed, in the terms of spec 000 section 8's upload errors. */
export type StorageFailure = 'denied' | 'unconfigured' | 'failed';

const DENIED = new Set(['EACCES', 'EPERM', 'EROFS', 'AccessDenied', 'AllAccessDisabled', 'Forbidden']);
const UNCONFIGURED = new Set([
  'ENOTDIR',
  'ENOTFOUND',
  'ECONNREFUSED',
  'EAI_AGAIN',
  'NoSuchBucket',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'CredentialsProviderError',
  'InvalidBucketName',
  'PermanentRedirect',
]);

/**
 * Classifies an error thrown by either storage: refused by permissions or bucket policy
 * ('denied'), pointing at something that is not there or not set up ('unconfigured'), or
 * anything else ('failed').
 */
export function storageFailureOf(error: unknown): StorageFailure {
  if (typeof error !== 'object' || error === null) return 'failed';
  const { code, name, $metadata } = error as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } };
  const names = [code, name].filter((value): value is string => typeof value === 'string');
  if (names.some((value) => DENIED.has(value))) return 'denied';
  if (names.some((value) => UNCONFIGURED.has(value))) return 'unconfigured';
  if ($metadata?.httpStatusCode === 403) return 'denied';
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? storageFailureOf(cause) : 'failed';
}
