/**
 * How an answer begun ahead ended:
 * - `end`: the model finished it (or stopped at a stop word);
 * - `paused`: it stopped at the ahead's cap (or failed): the chat that takes it writes the rest;
 * - `abort`: the chat that took it was stopped.
 */
export type AheadStop = 'end' | 'paused' | 'abort';

export interface AheadOutcome {
  stopReason: AheadStop;
  /** Everything written, ahead and after the chat took it. */
  text: string;
  /** Text pieces written (about one a token). */
  pieces: number;
  /** Pieces written before the chat took it (handed over at once). */
  aheadPieces: number;
}

/** Writes the answer, piece by piece to `onText`, until done, capped ('paused') or `signal` aborts. */
export type WriteAnswer = (onText: (text: string) => void, signal: AbortSignal) => Promise<'end' | 'paused'>;

/** An answer being written (or written) ahead, claimed by the chat that asks it. */
export interface ClaimedAnswer {
  /** Hands over the pieces written so far at once, then each as written; stops with `signal`. */
  follow(onText: (text: string) => void, signal: AbortSignal): Promise<AheadOutcome>;
}

interface Running extends ClaimedAnswer {
  key: string;
  stop(): void;
  outcome: Promise<AheadOutcome>;
}

/**
 * The answer to a typed question begun before it is sent (issue 24, first audio). When the
 * visitor's draft ends like a sentence ("…name?"), the model worker writes its answer at once,
 * while the visitor reaches for Enter; the chat that then asks exactly that (same messages, same
 * limits: `key`) takes it over instead of starting again: the pieces written so far are its
 * first ones, and the model goes on without evaluating anything twice. Any other request stops
 * it first (the model has one sequence), so it never holds a turn up by more than one token.
 * Capped (`WriteAnswer` decides), so a visitor who never sends costs a few seconds of one core.
 */
export class AnswersAhead {
  private running: Running | undefined;

  /** Begins writing the answer for `key` (call `drop` first: one at a time). */
  start(key: string, write: WriteAnswer): void {
    if (this.running) throw new Error('an answer is already being written ahead');
    const abort = new AbortController();
    const held: string[] = [];
    let listener: ((text: string) => void) | undefined;
    let text = '';
    let pieces = 0;
    let aheadPieces: number | undefined;
    const outcome = write((piece) => {
      text += piece;
      pieces += 1;
      if (listener) listener(piece);
      else held.push(piece);
    }, abort.signal).then(
      (stopReason): AheadStop => (abort.signal.aborted ? 'abort' : stopReason),
      // A failure ahead leaves the chat to write the rest itself.
      (): AheadStop => (abort.signal.aborted ? 'abort' : 'paused'),
    );
    this.running = {
      key,
      stop: () => abort.abort(),
      outcome: outcome.then((stopReason) => ({ stopReason, text, pieces, aheadPieces: aheadPieces ?? pieces })),
      follow: async (onText, signal) => {
        aheadPieces = pieces;
        for (const piece of held.splice(0)) onText(piece);
        listener = onText;
        const stop = () => abort.abort();
        if (signal.aborted) stop();
        signal.addEventListener('abort', stop, { once: true });
        try {
          const stopReason = await outcome;
          return { stopReason, text, pieces, aheadPieces };
        } finally {
          signal.removeEventListener('abort', stop);
        }
      },
    };
  }

  /** The answer begun for exactly this chat, handed to it (no longer dropped by others). */
  claim(key: string): ClaimedAnswer | undefined {
    const running = this.running;
    if (running?.key !== key) return undefined;
    this.running = undefined;
    return running;
  }

  /** Stops the answer being written ahead, if any, and resolves once the model is free. */
  async drop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    running.stop();
    await running.outcome;
  }
}

/** What makes a chat the one an answer was begun for: its messages and its limits. */
export function answerKey(
  messages: readonly { role: string; content: string }[],
  limits: { maxTokens?: number | undefined; temperature?: number | undefined },
): string {
  return JSON.stringify([
    messages.map(({ role, content }) => [role, content]),
    limits.maxTokens ?? null,
    limits.temperature ?? null,
  ]);
}
