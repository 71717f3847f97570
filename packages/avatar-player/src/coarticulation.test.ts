import { describe, expect, it } from 'vitest';
import { followDamped, mouthTargetAt } from './coarticulation.js';
import { createCueTimeline } from './cue-timeline.js';
import { MOUTH_PARAMS, type MouthPose } from './face-params.js';
import { poseIndexOf, POSE_NAMES, VISEME_POSES } from './viseme-poses.js';

const cues = [
  { startMs: 0, viseme: 'rest' },
  { startMs: 100, viseme: 'open' },
  { startMs: 180, viseme: 'closed' },
  { startMs: 240, viseme: 'round' },
  { startMs: 400, viseme: 'teeth' },
  { startMs: 480, viseme: 'wide' },
  { startMs: 600, viseme: 'rest' },
];
const timeline = createCueTimeline(cues, poseIndexOf);
const pose = (): MouthPose => ({ jaw: 0, lipRound: 0, lipSpread: 0, lipPress: 0, teethOnLip: 0, upperLift: 0 });

describe('viseme poses', () => {
  it('maps unknown and foreign names to the nearest pose', () => {
    expect(POSE_NAMES[poseIndexOf('PP')]).toBe('closed');
    expect(POSE_NAMES[poseIndexOf('FF')]).toBe('teeth');
    expect(POSE_NAMES[poseIndexOf('aa')]).toBe('open');
    expect(POSE_NAMES[poseIndexOf('O')]).toBe('round');
    expect(POSE_NAMES[poseIndexOf('xyz')]).toBe('rest');
  });
});

describe('co-articulation', () => {
  it('is continuous: the target never jumps at a cue, and the followed mouth moves smoothly', () => {
    const before = pose();
    const now = pose();
    mouthTargetAt(timeline, 0, before);
    const jaw = { value: 0, velocity: 0 };
    let previousJaw = 0;
    for (let t = 1; t <= 700; t++) {
      mouthTargetAt(timeline, t, now);
      for (const name of MOUTH_PARAMS) {
        // Smoothstep over >= 30 ms: at most ~1.5/30 per ms.
        expect(Math.abs(now[name] - before[name]), `${name} at ${t} ms`).toBeLessThan(0.06);
        before[name] = now[name];
      }
      const followed = followDamped(jaw, now.jaw, 55, 1);
      expect(Math.abs(followed - previousJaw)).toBeLessThan(0.02);
      previousJaw = followed;
    }
  });

  it("anticipates the next cue and holds each cue's pose in its middle", () => {
    const out = pose();
    // Before the open cue starts, the jaw is already on its way.
    expect(mouthTargetAt(timeline, 90, out).jaw).toBeGreaterThan(0.1);
    expect(mouthTargetAt(timeline, 320, out).lipRound).toBeCloseTo(VISEME_POSES.round.lipRound, 5);
    // The closed cue is short (60 ms) and reaches full press at its start.
    expect(mouthTargetAt(timeline, 180, out).lipPress).toBeCloseTo(1, 5);
  });

  it('follows without overshoot', () => {
    const state = { value: 0, velocity: 0 };
    let max = 0;
    for (let t = 0; t < 500; t += 16) max = Math.max(max, followDamped(state, 1, 50, 16));
    expect(max).toBeLessThanOrEqual(1.0001);
    expect(state.value).toBeGreaterThan(0.99);
  });
});
