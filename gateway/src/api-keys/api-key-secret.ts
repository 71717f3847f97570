import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * `av_live_<random>_<checksum>`: 32 base62 characters of randomness (about 190 bits) and a
 * CRC32 of them in 6 base62 characters, so a leaked key is recognisable by secret scanners and
 * a mistyped or made-up one is refused before any database lookup.
 */
export const KEY_PREFIX = 'av_live_';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SHAPE = new RegExp(`^${KEY_PREFIX}([0-9A-Za-z]{${RANDOM_LENGTH}})_([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`);

function base62(value: number, length: number): string {
  let text = '';
  for (let rest = value; text.length < length; rest = Math.floor(rest / 62)) text = BASE62[rest % 62] + text;
  return text;
}

const checksumOf = (random: string) => base62(crc32(random), CHECKSUM_LENGTH);

function randomBase62(length: number): string {
  // Rejection sampling: bytes of 248 and above would skew the alphabet.
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) if (byte < 248 && text.length < length) text += BASE62[byte % 62];
  }
  return text;
}

/** A new key: the secret (shown once) and what is kept of it. */
export function generateApiKey(): { secret: string; hash: string; prefix: string } {
  const random = randomBase62(RANDOM_LENGTH);
  const secret = `${KEY_PREFIX}${random}_${checksumOf(random)}`;
  return { secret, hash: hashApiKey(secret), prefix: displayPrefix(secret) };
}

/** True when the text has the key's shape and its checksum matches: nothing else is looked up. */
export function isWellFormedApiKey(text: string): boolean {
  const match = SHAPE.exec(text);
  return match !== null && checksumOf(match[1]!) === match[2];
}

/** A plain SHA-256: the secret is 190 random bits, so there is nothing for a slow hash to protect (docs/decisions.md). */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Constant-time comparison of two stored-form hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the list shows of a key: enough to tell keys apart, far too little to use. */
export const displayPrefix = (secret: string) => secret.slice(0, KEY_PREFIX.length + 6);
