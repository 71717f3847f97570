import type { AnswerLimits, ChatMessage } from '../../types.js';

/** A warm-up waiting for the running one: its messages, and the answer to begin with them. */
export interface WaitingWarmUp {
  messages: readonly ChatMessage[];
  answer?: AnswerLimits | undefined;
}

/** What `start` hands the warm-up: its cancel signal, and the call that says it ended. */
export interface Warm {
  signal: AbortSignal;
  finish(): void;
}

/**
 * Keeps a session's warm-up (its persona evaluated into the model's one sequence, see
 * llm-worker.ts) from ever holding a turn up. The worker answers one request at a time, so a
 * warm-up sent while a conversation is talking would queue ahead of its next turn and evict
 * its evaluated prefix: it is skipped, as is a second one while one runs (bounded: one at a
 * time, one sequence). A turn that arrives mid-warm-up waits for it when it starts with the
 * same messages (it needs those tokens: cancelling would only evaluate them again) and cancels
 * it otherwise (another conversation's persona, which the turn would evict anyway).
 * A warm-up of the same conversation asked while one runs (the visitor's draft typed while the
 * next start is evaluated, or a later draft) waits instead, the latest only, until it ends (a
 * draft with another FAQ note than the running draft's stops it first). A
 * draft of another conversation cancels the running warm-up and waits for it to stop: a visitor
 * typing now comes before a start prepared for one who may have left. Another conversation's
 * start (a session opened while a warm-up runs) waits for it too, unless a draft waits.
 * Lowest of all, an agent's persona read in the background (`startBackground`) runs only when no
 * conversation has used the model for a while, and stops for whatever comes.
 */
export class WarmGate {
  private talking = 0;
  private current: { messages: readonly ChatMessage[]; abort: AbortController } | undefined;
  private next: WaitingWarmUp | undefined;
  /** A persona read in the background (`startBackground`): anything else stops it, unless it needs that persona. */
  private background: { messages: readonly ChatMessage[]; abort: AbortController } | undefined;
  /** When a conversation last used the model (a turn, a warm-up or a draft began or ended). */
  private lastUse = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /**
   * A persona (`messages`) may be read in the background now: nothing runs, waits or talks, and
   * no conversation has used the model for `quietMs` (undefined: not now). A conversation that
   * comes stops it, unless it starts with that persona: its session's warm-up then waits for it
   * (`takeNext`), and its turn comes after it and restores the persona it saved.
   */
  startBackground(quietMs: number, messages: readonly ChatMessage[]): Warm | undefined {
    const idle = !this.current && !this.next && this.talking === 0 && !this.background;
    if (!idle || this.now() - this.lastUse < quietMs) return undefined;
    const background = { messages, abort: new AbortController() };
    this.background = background;
    return {
      signal: background.abort.signal,
      finish: () => {
        if (this.background === background) this.background = undefined;
      },
    };
  }

  /**
   * A conversation uses the model now: a background reading stops (the sequence gets back what
   * it held), unless these messages start with its persona. True when it goes on.
   */
  private used(messages: readonly ChatMessage[]): boolean {
    this.lastUse = this.now();
    if (!this.background) return false;
    if (messages.length > 0 && startsWith(messages, this.background.messages)) return true;
    this.background.abort.abort(new Error('background reading stopped for a conversation'));
    this.background = undefined;
    return false;
  }

  /** A warm-up may start now (undefined: skip it, or it waits for the running one: `takeNext`). */
  start(messages: readonly ChatMessage[], answer?: AnswerLimits): Warm | undefined {
    const readingItsPersona = this.used(messages);
    if (this.talking > 0 || messages.length === 0) return undefined;
    if (readingItsPersona) {
      this.next = { messages, answer };
      return undefined;
    }
    if (this.current) {
      if (sameStart(messages, this.current.messages)) {
        // A newer draft whose prompt parts from the running one's before the question (another
        // FAQ note): the rest of the running one is of no use to it.
        if (isDraft(messages) && isDraft(this.current.messages) && !sameBeforeQuestion(messages, this.current.messages))
          this.current.abort.abort(new Error('warm-up cancelled for a newer draft'));
        this.next = { messages, answer };
      } else if (isDraft(messages)) {
        this.current.abort.abort(new Error('warm-up cancelled for a draft'));
        this.next = { messages, answer };
      } else if (!this.next || !isDraft(this.next.messages)) {
        // Another conversation's start (a session just opened) waits for the running one: skipped,
        // its visitor's first draft had to read the whole persona before the question.
        this.next = { messages, answer };
      }
      return undefined;
    }
    const current = { messages, abort: new AbortController() };
    this.current = current;
    return {
      signal: current.abort.signal,
      finish: () => {
        this.lastUse = this.now();
        if (this.current === current) this.current = undefined;
      },
    };
  }

  /** The warm-up that waited for the one that just ended, if nothing else came since. */
  takeNext(): WaitingWarmUp | undefined {
    if (this.current || this.background || this.talking > 0) return undefined;
    const next = this.next;
    this.next = undefined;
    return next;
  }

  /** A chat starts now; returns the call that says it ended. */
  turn(messages: readonly ChatMessage[]): () => void {
    this.used(messages);
    this.talking += 1;
    this.next = undefined;
    if (this.current && !startsWith(messages, this.current.messages))
      this.current.abort.abort(new Error('warm-up cancelled for a turn'));
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.talking -= 1;
      this.lastUse = this.now();
    };
  }
}

/** The turn begins with the warmed messages (the last one may have grown: FAQ or memory notes appended). */
function startsWith(turn: readonly ChatMessage[], warmed: readonly ChatMessage[]): boolean {
  return warmed.every((message, index) => {
    const other = turn[index];
    if (other?.role !== message.role) return false;
    return index === warmed.length - 1 ? other.content.startsWith(message.content) : other.content === message.content;
  });
}

/** Messages ending in the visitor's words being typed (a draft), not in a conversation's start. */
function isDraft(messages: readonly ChatMessage[]): boolean {
  return messages.at(-1)?.role === 'user';
}

/** Two warm-ups of one conversation: the same first message (the persona with its notes). */
function sameStart(one: readonly ChatMessage[], other: readonly ChatMessage[]): boolean {
  return one[0]?.role === other[0]?.role && one[0]?.content === other[0]?.content;
}

/** Two drafts of one conversation with the same prompt up to the question (the same FAQ note). */
function sameBeforeQuestion(one: readonly ChatMessage[], other: readonly ChatMessage[]): boolean {
  if (one.length !== other.length) return false;
  return one
    .slice(0, -1)
    .every((message, index) => message.role === other[index]?.role && message.content === other[index]?.content);
}
