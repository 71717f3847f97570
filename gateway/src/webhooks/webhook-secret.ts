import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A signing secret: `whsec_` and 32 random bytes in base64url (shown once; kept to sign). */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Stripe's scheme: HMAC-SHA256 with the whole secret as key over "<unix seconds>.<raw body>", hex. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The `Avatarium-Signature` header value. */
export const signatureHeader = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${signWebhook(secret, timestamp, body)}`;

/** What a receiver does (documented; used by the tests): parse the header, recompute, compare in constant time. */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
