/** A turn running in this process. */
interface RunningTurn {
  turnId: string;
  controller: AbortController;
  done: Promise<void>;
}

// How long a new turn waits for the one it interrupts to announce its end (event order).
const HANDOVER_MS = 250;

/**
 * The turns this process is running, at most one per session. Another replica stops a turn
 * here by publishing an abort (see turn-aborts.ts), so "one turn at a time" holds across replicas.
 */
export class ActiveTurns {
  private readonly running = new Map<string, RunningTurn>();
  private readonly followUps = new Set<Promise<unknown>>();

  /**
   * Runs `work` as the session's turn. A turn still running is aborted first, and the new one
   * starts once that one has announced its end (or after HANDOVER_MS at most).
   */
  start(sessionId: string, turnId: string, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const previous = this.running.get(sessionId);
    previous?.controller.abort();
    const controller = new AbortController();
    const ready = previous ? Promise.race([previous.done, new Promise((resolve) => setTimeout(resolve, HANDOVER_MS))]) : null;
    const run = ready ? ready.then(() => work(controller.signal)) : work(controller.signal);
    const done = run.finally(() => {
      if (this.running.get(sessionId)?.turnId === turnId) this.running.delete(sessionId);
    });
    this.running.set(sessionId, { turnId, controller, done });
    return done;
  }

  isRunning(sessionId: string, turnId: string): boolean {
    return this.running.get(sessionId)?.turnId === turnId;
  }

  /** Aborts the session's running turn (only if it is `turnId`, when given); true when one was aborted. */
  abort(sessionId: string, turnId?: string): boolean {
    const turn = this.running.get(sessionId);
    if (!turn || turn.controller.signal.aborted || (turnId !== undefined && turn.turnId !== turnId)) return false;
    turn.controller.abort();
    return true;
  }

  /** Work that follows a turn (bookkeeping): a stopping process waits for it too. */
  track(work: Promise<unknown>): void {
    this.followUps.add(work);
    // Caught where it is kept: the turn already reported its own failure.
    work.catch(() => undefined).finally(() => this.followUps.delete(work));
  }

  /** Stops every turn and waits for them and their follow-ups to wind down (process stop). */
  async stopAll(): Promise<void> {
    const turns = [...this.running.values()];
    for (const turn of turns) turn.controller.abort();
    await Promise.allSettled(turns.map((turn) => turn.done));
    await Promise.allSettled([...this.followUps]);
  }
}
