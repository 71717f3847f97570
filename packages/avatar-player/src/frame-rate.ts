/** Frames per second over a sliding window, from a fixed ring of timestamps (no allocation per frame). */
export interface FrameRateMeter {
  readonly times: Float64Array;
  next: number;
  count: number;
  readonly windowMs: number;
}

export function createFrameRateMeter(windowMs = 1000, capacity = 256): FrameRateMeter {
  return { times: new Float64Array(capacity), next: 0, count: 0, windowMs };
}

export function recordFrame(meter: FrameRateMeter, nowMs: number): void {
  meter.times[meter.next] = nowMs;
  meter.next = (meter.next + 1) % meter.times.length;
  meter.count = Math.min(meter.count + 1, meter.times.length);
}

/** Frames recorded within the window ending at `nowMs`, per second. */
export function framesPerSecond(meter: FrameRateMeter, nowMs: number): number {
  const { times, windowMs } = meter;
  let frames = 0;
  let oldest = nowMs;
  let newest = nowMs;
  for (let back = 1; back <= meter.count; back++) {
    const time = times[(meter.next - back + times.length) % times.length]!;
    if (nowMs - time >= windowMs) break;
    if (frames === 0) newest = time;
    frames++;
    oldest = time;
  }
  if (frames < meter.count) return (frames * 1000) / windowMs;
  // Younger than the window: measure over the intervals seen so far.
  return frames > 1 && newest > oldest ? ((frames - 1) * 1000) / (newest - oldest) : 0;
}
