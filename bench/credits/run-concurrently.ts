/** Runs `total` calls of `call(i)` with `concurrency` in flight; returns calls per second and failures. */
export async function runConcurrently(
  total: number,
  concurrency: number,
  call: (index: number) => Promise<unknown>,
): Promise<{ perSecond: number; failures: number; seconds: number }> {
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next++;
      await call(index).catch(() => (failures += 1));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: total / seconds, failures, seconds };
}
