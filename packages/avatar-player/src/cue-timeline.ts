import type { VisemeCue } from './types.js';

/**
 * A sentence's cues, sorted, as parallel typed arrays: looking up the shape at a time is then
 * allocation-free, and a cursor makes the usual forward walk O(1).
 */
export interface CueTimeline {
  readonly startMs: Float64Array;
  /** Sprite frame index per cue. */
  readonly frame: Int16Array;
  /** Index of the cue found last (a hint for the next lookup). */
  cursor: number;
}

export function createCueTimeline(cues: readonly VisemeCue[], frameOf: (viseme: string) => number): CueTimeline {
  const sorted = cues
    .filter((cue) => Number.isFinite(cue.startMs))
    .map((cue, order) => ({ cue, order }))
    // Stable: two cues at one time keep their order and the later one wins.
    .sort((a, b) => a.cue.startMs - b.cue.startMs || a.order - b.order);
  return {
    startMs: Float64Array.from(sorted, ({ cue }) => Math.max(0, cue.startMs)),
    frame: Int16Array.from(sorted, ({ cue }) => frameOf(cue.viseme)),
    cursor: 0,
  };
}

/** Index of the cue in force at `timeMs` (the last one starting at or before it); -1 before the first. */
export function cueIndexAt(timeline: CueTimeline, timeMs: number): number {
  const { startMs } = timeline;
  const count = startMs.length;
  if (count === 0 || !(timeMs >= startMs[0]!)) return -1;
  let index = Math.min(Math.max(timeline.cursor, 0), count - 1);
  if (startMs[index]! <= timeMs) {
    // Playback moves forward: step ahead a few, then fall back to a binary search after a seek.
    for (let steps = 0; steps < 4 && index + 1 < count && startMs[index + 1]! <= timeMs; steps++) index++;
    if (index + 1 < count && startMs[index + 1]! <= timeMs) index = search(startMs, timeMs, index, count - 1);
  } else {
    index = search(startMs, timeMs, 0, index);
  }
  timeline.cursor = index;
  return index;
}

/** The last index in [low, high] whose start is <= timeMs, given startMs[low] <= timeMs. */
function search(startMs: Float64Array, timeMs: number, low: number, high: number): number {
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (startMs[middle]! <= timeMs) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The sprite frame for `timeMs`, or `before` when no cue has started yet. */
export function frameAt(timeline: CueTimeline, timeMs: number, before: number): number {
  const index = cueIndexAt(timeline, timeMs);
  return index < 0 ? before : timeline.frame[index]!;
}
