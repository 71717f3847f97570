import { createAsyncQueue } from './async-queue.js';
import type { SessionRevocations } from './session-revocations.js';
import type { Session } from '../identity/session.repository.js';

interface StreamEvents<T> {
  /** Registers for changes; returns the unregister function. `end` completes the stream (access lost). */
  listen(push: (value: T) => void, end: () => void): () => void;
  /** Checked again on every event: false drops it. */
  allowed(value: T): boolean;
  /**
   * Optional, checked just before any value (snapshot included) is yielded: false skips it,
   * e.g. an event older than a snapshot already sent.
   */
  deliverable?(value: T): boolean;
}

/**
 * Where a stream's values come from. The state right now is yielded first, so a
 * (re)connecting client never misses the end of a change: one value (`current`) or
 * several, one after another (`currentAll`, e.g. each of a user's agents).
 */
export type StreamSource<T> = StreamEvents<T> & ({ current(): Promise<T> } | { currentAll(): Promise<readonly T[]> });

/**
 * A subscription bound to a session: it starts with the current state, passes on only events
 * the subscriber may see, and ends the moment the session is revoked. A public stream (the
 * community) has no session: `null` binds it to nothing.
 */
export function authorizedStream<T>(
  session: Session | null,
  revocations: SessionRevocations,
  source: StreamSource<T>,
): AsyncIterableIterator<T> {
  const cleanups: Array<() => void> = [];
  const queue = createAsyncQueue<T>(() => cleanups.forEach((cleanup) => cleanup()));
  // Listen before reading the current state, and hold events until it is sent: a change
  // in between is neither lost nor delivered before the older snapshot.
  let early: T[] | null = [];
  cleanups.push(
    source.listen(
      (value) => {
        if (!source.allowed(value)) return;
        if (early) early.push(value);
        else deliver(source, queue, value);
      },
      () => queue.end(),
    ),
  );
  if (session) cleanups.push(revocations.onRevoked(session.id, () => queue.end()));
  const snapshot = 'currentAll' in source ? source.currentAll() : source.current().then((value) => [value]);
  snapshot.then(
    (values) => {
      for (const value of values) deliver(source, queue, value);
      for (const held of early ?? []) deliver(source, queue, held);
      early = null;
    },
    () => queue.end(),
  );
  return queue;
}

/** A module function rather than a closure per stream (see async-queue.ts on tsx's keepNames). */
function deliver<T>(source: StreamSource<T>, queue: { push(value: T): void }, value: T): void {
  if (!source.deliverable || source.deliverable(value)) queue.push(value);
}
