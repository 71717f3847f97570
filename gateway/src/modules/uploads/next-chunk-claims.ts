import type { Bus } from '@avatarium/platform';

/** A claim not used by then is dropped (its chunk, if it ever comes, asks the media service again). */
const CLAIM_TTL_MS = 10 * 60_000;
/** Uploads in flight through one gateway whose next claim is kept; the oldest go first. */
const MAX_CLAIMS = 10_000;

/**
 * The in-place claims the media service handed this gateway with a chunk's reply, each for the
 * next chunk of its upload (media.recordChunk `claimNext`). The claim is this process's alone: it
 * is taken once (a resend of that chunk asks the media service, whose answer is no, and goes to a
 * part), and one the gateway never uses is only a chunk stored as a part instead of in place.
 */
export class NextChunkClaims {
  private readonly claims = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  add(userId: string, uploadId: string, chunkIndex: number): void {
    const key = keyOf(userId, uploadId, chunkIndex);
    this.claims.delete(key);
    this.claims.set(key, this.now());
    if (this.claims.size > MAX_CLAIMS) this.claims.delete(this.claims.keys().next().value!);
  }

  /** Whether this gateway holds the claim of that chunk; it is used up either way. */
  take(userId: string, uploadId: string, chunkIndex: number): boolean {
    const key = keyOf(userId, uploadId, chunkIndex);
    const at = this.claims.get(key);
    this.claims.delete(key);
    return at !== undefined && this.now() - at < CLAIM_TTL_MS;
  }
}

const keyOf = (userId: string, uploadId: string, chunkIndex: number) => `${userId}\n${uploadId}\n${chunkIndex}`;

const byBus = new WeakMap<Bus, NextChunkClaims>();

/** The claims of the gateway that owns `bus` (one per gateway process in production, one per test stack). */
export function nextChunkClaimsOf(bus: Bus): NextChunkClaims {
  let claims = byBus.get(bus);
  if (!claims) {
    claims = new NextChunkClaims();
    byBus.set(bus, claims);
  }
  return claims;
}
