import type { Bus } from '@avatarium/platform';

/** A claim not used by then is dropped (its chunk, if it ever comes, asks the media service again). */
const CLAIM_TTL_MS = 10 * 60_000;
/** Uploads in flight through one gateway whose next claim is kept; the oldest go first. */
const MAX_CLAIMS = 10_000;
/** How long a chunk waits for a record in flight that may hand over its claim (a part after that). */
const ANSWER_WAIT_MS = 10_000;

/**
 * The in-place claims the media service handed this gateway with a chunk's reply, each for the
 * next chunk of its upload (media.recordChunk `claimNext`). The claim is this process's alone: it
 * is taken once (a resend of that chunk asks the media service, whose answer is no, and goes to a
 * part), and one the gateway never uses is only a chunk stored as a part instead of in place.
 */
export class NextChunkClaims {
  private readonly claims = new Map<string, number>();
  /** Records in flight that may hand over a claim, by the claim they may hand over. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly now: () => number = Date.now) {}

  add(userId: string, uploadId: string, chunkIndex: number): void {
    const key = keyOf(userId, uploadId, chunkIndex);
    this.claims.delete(key);
    this.claims.set(key, this.now());
    if (this.claims.size > MAX_CLAIMS) this.claims.delete(this.claims.keys().next().value!);
  }

  /**
   * A record asking for the claim of `chunkIndex` is on its way; call the function returned
   * once it is answered (after `add` when the claim was handed over).
   */
  expect(userId: string, uploadId: string, chunkIndex: number): () => void {
    const key = keyOf(userId, uploadId, chunkIndex);
    let settle!: () => void;
    const answered = new Promise<void>((resolve) => (settle = resolve));
    this.pending.set(key, answered);
    return () => {
      if (this.pending.get(key) === answered) this.pending.delete(key);
      settle();
    };
  }

  /**
   * For a chunk the media service said no to: with chunks sent in parallel, its claim may be
   * the one the previous chunk's record took for this gateway (answered by now, or still in
   * flight: then waits for that answer). Takes the claim if it came.
   */
  async takeWhenAnswered(userId: string, uploadId: string, chunkIndex: number): Promise<boolean> {
    const answered = this.pending.get(keyOf(userId, uploadId, chunkIndex));
    // Answered already: the claim, if it came, is here.
    if (!answered) return this.take(userId, uploadId, chunkIndex);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ANSWER_WAIT_MS)));
    await Promise.race([answered, late]).finally(() => clearTimeout(timer));
    return this.take(userId, uploadId, chunkIndex);
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
