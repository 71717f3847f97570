import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
}

/**
 * Where files live. Local disk by default, S3-compatible in production; both hand out
 * signed, expiring URLs so files are never public by accident.
 */
export interface Storage {
  /** Streams the body in; the object becomes visible only once fully written. */
  put(key: string, body: Readable, contentType: string): Promise<StoredObject>;
  get(key: string): Promise<{ body: Readable; size: number; contentType: string }>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** A URL that works for `ttlSeconds`; relative for local storage (served by the gateway). */
  signedUrl(key: string, ttlSeconds?: number): Promise<string>;
}

/** Keys are slash-separated segments of safe characters: no traversal, no surprises. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
