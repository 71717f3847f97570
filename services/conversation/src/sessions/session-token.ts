import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): the holder's proof, shown once. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
/**
 * 16 random bytes, hex (32 characters): unguessable, so event subjects cannot be guessed either.
 * Hex, not base64url: the id is a storage key segment, which must not start with '-' or '_'.
 */
export const newSessionId = () => randomBytes(16).toString('hex');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Compares a presented token with the stored hash in constant time. */
export function isSessionToken(storedHash: string, token: string): boolean {
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashToken(token), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
