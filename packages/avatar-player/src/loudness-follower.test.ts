import { describe, expect, it } from 'vitest';
import { createLoudnessFollower, followLoudness, LOUDNESS_LEVELS, rmsOf } from './loudness-follower.js';

const FRAME_MS = 16;
const db = (decibels: number) => 10 ** (decibels / 20);

/** Feeds a constant loudness for a while; returns the level names seen at the end. */
function hold(follower: ReturnType<typeof createLoudnessFollower>, decibels: number, ms: number): string {
  let level = 0;
  for (let time = 0; time < ms; time += FRAME_MS) level = followLoudness(follower, db(decibels), FRAME_MS);
  return LOUDNESS_LEVELS[level]!;
}

describe('loudness follower', () => {
  it('keeps the mouth at rest in silence and opens it more as the voice gets louder', () => {
    const follower = createLoudnessFollower();
    expect(hold(follower, -90, 300)).toBe('rest');
    expect(hold(follower, -6, 300)).toBe('open');
    expect(hold(follower, -20, 300)).toBe('wide');
    expect(hold(follower, -32, 300)).toBe('slight');
    expect(hold(follower, -90, 300)).toBe('rest');
  });

  it('judges loudness against the recent peak, so quiet and loud voices both move the mouth', () => {
    const quiet = createLoudnessFollower();
    expect(hold(quiet, -26, 400)).toBe('open');
    const loud = createLoudnessFollower();
    expect(hold(loud, -3, 400)).toBe('open');
  });

  it('does not flicker when the loudness wobbles around a boundary (hysteresis)', () => {
    const follower = createLoudnessFollower();
    hold(follower, -6, 200); // the peak
    hold(follower, -20, 200);
    const seen = new Set<string>();
    for (let frame = 0; frame < 60; frame++) {
      const wobble = frame % 2 ? -21.5 : -23.5; // around the wide bar (peak - 15 dB)
      seen.add(LOUDNESS_LEVELS[followLoudness(follower, db(wobble), FRAME_MS)]!);
    }
    expect(seen.size).toBe(1);
  });

  it('bridges a short gap between syllables instead of snapping shut', () => {
    const follower = createLoudnessFollower();
    hold(follower, -6, 300);
    expect(hold(follower, -90, 30)).not.toBe('rest');
    expect(hold(follower, -90, 300)).toBe('rest');
  });

  it('measures the RMS of a window of samples', () => {
    expect(rmsOf(new Float32Array([0.5, -0.5, 0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rmsOf(new Float32Array(0))).toBe(0);
  });
});
