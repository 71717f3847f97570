import { cueIndexAt, type CueTimeline } from './cue-timeline.js';
import { MOUTH_PARAMS, type MouthPose } from './face-params.js';
import { POSES } from './viseme-poses.js';

/** How long before a cue the mouth starts moving towards it (at most half the previous cue). */
export const ANTICIPATION_MS = 90;

function smoothstep(t: number): number {
  const x = t <= 0 ? 0 : t >= 1 ? 1 : t;
  return x * x * (3 - 2 * x);
}

/**
 * The mouth target at `timeMs` of a cue timeline (whose `frame` holds pose indices): the cue in
 * force, blended into the next one over the anticipation window before it starts, so the
 * target is continuous in time (it never jumps at a cue).
 */
export function mouthTargetAt(timeline: CueTimeline, timeMs: number, out: MouthPose): MouthPose {
  const index = cueIndexAt(timeline, timeMs);
  const { startMs, frame } = timeline;
  const current = index < 0 ? POSES[0]! : POSES[frame[index]!]!;
  const nextIndex = index + 1;
  let weight = 0;
  let next = current;
  if (nextIndex < startMs.length) {
    next = POSES[frame[nextIndex]!]!;
    const span = index < 0 ? ANTICIPATION_MS * 2 : startMs[nextIndex]! - startMs[index]!;
    const window = Math.max(1, Math.min(ANTICIPATION_MS, span / 2));
    weight = smoothstep((timeMs - (startMs[nextIndex]! - window)) / window);
  }
  for (const name of MOUTH_PARAMS) out[name] = current[name] + (next[name] - current[name]) * weight;
  return out;
}

/**
 * A critically damped follower (no overshoot, continuous velocity): moves `value` towards
 * `target` with a smoothing time of `smoothMs`; returns the new value, writing the velocity.
 */
export interface Damped {
  value: number;
  velocity: number;
}

export function followDamped(state: Damped, target: number, smoothMs: number, dtMs: number): number {
  const dt = Math.max(0, dtMs) / 1000;
  const omega = 2 / Math.max(0.001, smoothMs / 1000);
  const x = omega * dt;
  const decay = 1 / (1 + x + 0.48 * x * x + 0.235 * x * x * x);
  const change = state.value - target;
  const temp = (state.velocity + omega * change) * dt;
  state.velocity = (state.velocity - omega * temp) * decay;
  state.value = target + (change + temp) * decay;
  return state.value;
}
