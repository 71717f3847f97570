import { createAsyncQueue } from './async-queue.js';
import type { SessionRevocations } from './session-revocations.js';
import type { Session } from '../modules/auth/session.repository.js';

export interface StreamSource<T> {
  /** The state right now, yielded first so a (re)connecting client never misses the end of a change. */
  current(): Promise<T>;
  /** Registers for changes; returns the unregister function. */
  listen(push: (value: T) => void): () => void;
  /** Checked again on every event: false drops it. */
  allowed(value: T): boolean;
}

/**
 * A subscription bound to a session: it starts with the current state, passes on only events
 * the subscriber may see, and ends the moment the session is revoked.
 */
export function authorizedStream<T>(
  session: Session,
  revocations: SessionRevocations,
  source: StreamSource<T>,
): AsyncIterableIterator<T> {
  const cleanups: Array<() => void> = [];
  const queue = createAsyncQueue<T>(() => cleanups.forEach((cleanup) => cleanup()));
  // Listen before reading the current state, and hold events until it is sent: a change
  // in between is neither lost nor delivered before the older snapshot.
  let early: T[] | null = [];
  cleanups.push(
    source.listen((value) => {
      if (!source.allowed(value)) return;
      if (early) early.push(value);
      else queue.push(value);
    }),
  );
  cleanups.push(revocations.onRevoked(session.id, () => queue.end()));
  source.current().then(
    (value) => {
      queue.push(value);
      for (const held of early ?? []) queue.push(held);
      early = null;
    },
    () => queue.end(),
  );
  return queue;
}
