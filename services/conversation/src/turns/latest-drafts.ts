/**
 * The newest draft of each session this replica reads ahead. A draft's FAQ search runs in the
 * background; one that ends after a newer draft's must not be evaluated after it (the model's
 * warm gate keeps only the latest waiting warm-up, which would then be the older text).
 */
export class LatestDrafts {
  private readonly latest = new Map<string, number>();
  private count = 0;

  /** A draft of the session arrived; the returned call says whether it is still the newest. */
  begin(sessionId: string): () => boolean {
    const mine = ++this.count;
    this.latest.set(sessionId, mine);
    return () => this.latest.get(sessionId) === mine;
  }

  /** A draft was read or dropped: its entry goes, unless a newer draft replaced it. */
  end(sessionId: string, isNewest: () => boolean): void {
    if (isNewest()) this.latest.delete(sessionId);
  }

  /** The session's question was sent: no draft typed before it is read any more. */
  sent(sessionId: string): void {
    this.latest.delete(sessionId);
  }
}
