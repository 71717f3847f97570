/**
 * One read shared by every caller of the same event-loop turn: the first caller schedules it for
 * the end of the turn (setImmediate), later callers of that turn join it, and a caller after it
 * was sent schedules a new one. So each caller's read is sent after the caller arrived: it sees
 * every write whose reply came before (read-your-writes holds), while a burst of 100 requests
 * asks once instead of 100 times.
 */
export function nextTurnRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= new Promise<T>((resolve, reject) =>
      setImmediate(() => {
        pending = null;
        read().then(resolve, reject);
      }),
    );
    return pending;
  };
}
