/** A pause this long means the visitor stopped to think: what is typed so far is worth reading ahead. */
export const DRAFT_PAUSE_MS = 300;

/** While typing on without pauses, a word's end sends the draft at most this often. */
export const DRAFT_WORD_EVERY_MS = 600;

/** Fewer characters say nothing about the question yet. */
const DRAFT_MIN_LENGTH = 3;

/** Ends like a finished sentence: no reason to wait for the pause. */
const LOOKS_COMPLETE = /[?!.]$/;

export interface DraftSchedulerOptions {
  pauseMs?: number;
  wordEveryMs?: number;
  /** The message limit: a longer text cannot be sent, so it is not read ahead either. */
  maxLength: number;
  now?: () => number;
}

/**
 * When to send what the visitor is typing (the draft) so the server can read the question
 * ahead: at once when it looks complete, at a word's end every so often (a fast typist never
 * pauses, and each word read ahead is one less when the question is sent), otherwise after a
 * pause in typing. One request at a
 * time; while it runs only the latest draft waits. Failures are ignored: drafts only make the
 * answer start sooner, the question itself is sent separately.
 */
export class DraftScheduler {
  private readonly pauseMs: number;
  private readonly wordEveryMs: number;
  private readonly maxLength: number;
  private readonly now: () => number;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastSent: string | null = null;
  private inFlight = false;
  private waiting: string | null = null;
  private disposed = false;

  constructor(
    private readonly send: (text: string) => Promise<unknown>,
    { pauseMs = DRAFT_PAUSE_MS, wordEveryMs = DRAFT_WORD_EVERY_MS, maxLength, now = () => Date.now() }: DraftSchedulerOptions,
  ) {
    this.pauseMs = pauseMs;
    this.wordEveryMs = wordEveryMs;
    this.maxLength = maxLength;
    this.now = now;
  }

  /** The text box changed. */
  typed(text: string): void {
    if (this.disposed) return;
    this.cancelTimer();
    const draft = text.trim();
    const wordEnded = /\S\s$/.test(text) && this.now() - this.lastSentAt >= this.wordEveryMs;
    if (LOOKS_COMPLETE.test(draft) || wordEnded) {
      this.due(draft);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.due(draft);
    }, this.pauseMs);
  }

  /** The question was sent: nothing typed before it matters any more, the next one starts fresh. */
  sent(): void {
    this.forgetPending();
    this.lastSent = null;
  }

  dispose(): void {
    this.disposed = true;
    this.forgetPending();
  }

  private due(draft: string): void {
    if (this.inFlight) {
      // Only the newest draft is worth sending once the running request is done.
      this.waiting = draft;
      return;
    }
    if (this.worthSending(draft)) void this.deliver(draft);
  }

  private worthSending(draft: string): boolean {
    return draft.length >= DRAFT_MIN_LENGTH && draft.length <= this.maxLength && draft !== this.lastSent;
  }

  private async deliver(draft: string): Promise<void> {
    this.inFlight = true;
    this.lastSent = draft;
    this.lastSentAt = this.now();
    try {
      await this.send(draft);
    } catch {
      // A lost draft only means the answer starts when the question arrives, as without drafts.
    } finally {
      this.inFlight = false;
    }
    const next = this.waiting;
    this.waiting = null;
    if (next !== null && !this.disposed && this.worthSending(next)) void this.deliver(next);
  }

  private forgetPending(): void {
    this.cancelTimer();
    this.waiting = null;
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
