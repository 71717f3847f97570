/**
 * Calls with the same key made before the shared call starts (it starts on the next turn of
 * the event loop) share it: 10,000 sockets of one user subscribing together read its balance
 * a few times, not 10,000 times. A call never joins one that started earlier, so a subscriber
 * that began listening for changes before calling gets a read made after that: no change
 * falls between its snapshot and its events. Only for reads that are the same for every caller
 * of the key.
 */
export function batchedReads<T>(): (key: string, call: () => Promise<T>) => Promise<T> {
  const waiting = new Map<string, Promise<T>>();
  return (key, call) => {
    const joined = waiting.get(key);
    if (joined) return joined;
    const shared = new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        waiting.delete(key);
        call().then(resolve, reject);
      });
    });
    waiting.set(key, shared);
    return shared;
  };
}
