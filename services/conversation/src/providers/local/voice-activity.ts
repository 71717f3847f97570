/**
 * Whether the offline voice is computing a sentence right now: the voice marks it, the offline
 * chat model listens and lends the voice's core to its own decoding only while the voice is
 * quiet (llm/core-allowance.ts). Both engines of one service share one of these.
 */
export class VoiceActivity {
  private computing = 0;
  private readonly listeners = new Set<(busy: boolean) => void>();

  get busy(): boolean {
    return this.computing > 0;
  }

  /** Marks one sentence as being computed until the returned function is called (once). */
  begin(): () => void {
    this.computing += 1;
    if (this.computing === 1) this.tell(true);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.computing -= 1;
      if (this.computing === 0) this.tell(false);
    };
  }

  /** Calls `listener` on every change from quiet to busy and back; returns the unsubscribe. */
  onChange(listener: (busy: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(busy: boolean): void {
    for (const listener of this.listeners) listener(busy);
  }
}
