import type { VisemeCue } from '@avatarium/avatar-player';

export interface QueuedSentence {
  turnId: string;
  seq: number;
  cues: readonly VisemeCue[];
  /** The sentence's words (the Expression engine reads them). */
  text: string;
  /** The fetched audio (an object URL); null while it downloads. */
  url: string | null;
  /** Its audio could not be fetched: it is skipped. */
  failed: boolean;
}

/**
 * The order a turn's sentences are heard in, whatever order their audio downloads in. Only the
 * current turn (the one the server runs now) is accepted: audio of a turn that was stopped or
 * replaced is dropped, even when it arrives late. Holds object URLs; whatever it drops is
 * handed back for revoking.
 */
export class SentenceQueue {
  private currentTurnId: string | null = null;
  private pending: QueuedSentence[] = [];

  /** A new turn runs (its TURN_STARTED): the previous turn's sentences go. */
  startTurn(turnId: string): string[] {
    if (this.currentTurnId === turnId) return [];
    this.currentTurnId = turnId;
    return this.dropWhere((sentence) => sentence.turnId !== turnId);
  }

  /** Stop: nothing more of the running turn is played. */
  clear(): string[] {
    this.currentTurnId = null;
    return this.dropWhere(() => true);
  }

  /** A TURN_AUDIO event; false when its turn is not the current one (do not fetch it). */
  add(turnId: string, seq: number, cues: readonly VisemeCue[], text = ''): boolean {
    if (turnId !== this.currentTurnId || this.find(turnId, seq)) return false;
    this.pending.push({ turnId, seq, cues, text, url: null, failed: false });
    this.pending.sort((a, b) => a.seq - b.seq);
    return true;
  }

  /** Its audio is here; false when the sentence was dropped meanwhile (revoke the URL). */
  ready(turnId: string, seq: number, url: string): boolean {
    const sentence = this.find(turnId, seq);
    if (!sentence) return false;
    sentence.url = url;
    return true;
  }

  failed(turnId: string, seq: number): void {
    const sentence = this.find(turnId, seq);
    if (sentence) sentence.failed = true;
  }

  /** The next sentence to play, removed from the queue; null while it is still downloading or nothing is left. */
  takeNext(): QueuedSentence | null {
    while (this.pending[0]?.failed) this.pending.shift();
    const next = this.pending[0];
    if (!next?.url) return null;
    this.pending.shift();
    return next;
  }

  get isEmpty(): boolean {
    return this.pending.length === 0;
  }

  private find(turnId: string, seq: number): QueuedSentence | undefined {
    return this.pending.find((sentence) => sentence.turnId === turnId && sentence.seq === seq);
  }

  private dropWhere(drop: (sentence: QueuedSentence) => boolean): string[] {
    const dropped = this.pending.filter(drop);
    this.pending = this.pending.filter((sentence) => !drop(sentence));
    return dropped.flatMap((sentence) => (sentence.url ? [sentence.url] : []));
  }
}
