import { followDamped, type Damped } from './coarticulation.js';
import type { FaceParams } from './face-params.js';
import { createRandom, type Random } from './seeded-random.js';

/**
 * What keeps a face alive between words: blinks every 2–8 s (and one at a sentence end), quick
 * gaze shifts (saccades), a head sway of a few degrees made of slow sines, and breathing.
 */
export interface IdleLife {
  readonly random: Random;
  /** Start of the next blink, ms of the life's own clock. */
  nextBlinkMs: number;
  blinkStartMs: number;
  blinkHoldMs: number;
  nextSaccadeMs: number;
  gazeTargetX: number;
  gazeTargetY: number;
  readonly gazeX: Damped;
  readonly gazeY: Damped;
  readonly phases: Float64Array;
  blinks: number;
}

const CLOSE_MS = 45;
const OPEN_MS = 85;
/**
 * The sway: a photo's head moves against a still background, so a little goes a long way (the
 * face's edge moves ~1-2 px at 1280x720, the nose ~3 px); more drags hair and earrings through
 * the picture around the face.
 */
const SWAY = [
  // [param index, amplitude (rad), period (s)]
  [0, 0.011, 7.3],
  [0, 0.005, 3.1],
  [1, 0.015, 8.9],
  [1, 0.006, 4.3],
  [2, 0.009, 6.1],
  [2, 0.004, 2.7],
] as const;

export function createIdleLife(seed?: number): IdleLife {
  const random = createRandom(seed);
  return {
    random,
    nextBlinkMs: 800 + random() * 2500,
    blinkStartMs: -Infinity,
    blinkHoldMs: 120,
    nextSaccadeMs: 500 + random() * 1500,
    gazeTargetX: 0,
    gazeTargetY: 0,
    gazeX: { value: 0, velocity: 0 },
    gazeY: { value: 0, velocity: 0 },
    phases: Float64Array.from(SWAY, () => random() * Math.PI * 2),
    blinks: 0,
  };
}

/** A blink soon (a sentence ended), unless one is under way. */
export function requestBlink(life: IdleLife, nowMs: number): void {
  if (nowMs - life.blinkStartMs < 600) return;
  life.nextBlinkMs = Math.min(life.nextBlinkMs, nowMs + 60);
}

/** How closed the eyes are, 0..1, at `nowMs`. */
export function blinkAt(life: IdleLife, nowMs: number): number {
  const t = nowMs - life.blinkStartMs;
  if (t < 0) return 0;
  if (t < CLOSE_MS) return easeIn(t / CLOSE_MS);
  if (t < CLOSE_MS + life.blinkHoldMs) return 1;
  const opening = t - CLOSE_MS - life.blinkHoldMs;
  return opening < OPEN_MS ? 1 - easeOut(opening / OPEN_MS) : 0;
}
const easeIn = (t: number) => t * t;
const easeOut = (t: number) => 1 - (1 - t) * (1 - t);

/**
 * Moves life on to `nowMs` (a monotonic clock, ms) and writes blink, gaze, head and breathing
 * into `params`. `speaking` widens the sway a little and keeps the gaze nearer the viewer.
 */
export function stepIdleLife(life: IdleLife, nowMs: number, dtMs: number, speaking: boolean, params: FaceParams): void {
  const { random } = life;
  if (nowMs >= life.nextBlinkMs) {
    life.blinkStartMs = nowMs;
    life.blinkHoldMs = 100 + random() * 50;
    life.nextBlinkMs = nowMs + 2000 + random() * 6000;
    life.blinks++;
  }
  if (nowMs >= life.nextSaccadeMs) {
    const range = speaking ? 0.5 : 1;
    life.gazeTargetX = (random() - 0.5) * 0.7 * range;
    life.gazeTargetY = (random() - 0.5) * 0.4 * range;
    life.nextSaccadeMs = nowMs + 600 + random() * 2400;
  }
  params.blink = blinkAt(life, nowMs);
  params.gazeX = followDamped(life.gazeX, life.gazeTargetX, 30, dtMs);
  params.gazeY = followDamped(life.gazeY, life.gazeTargetY, 30, dtMs);
  const seconds = nowMs / 1000;
  const gain = speaking ? 1.25 : 1;
  params.headRoll = 0;
  params.headYaw = 0;
  params.headPitch = 0;
  SWAY.forEach(([axis, amplitude, period], k) => {
    const value = amplitude * gain * Math.sin((2 * Math.PI * seconds) / period + life.phases[k]!);
    if (axis === 0) params.headRoll += value;
    else if (axis === 1) params.headYaw += value;
    else params.headPitch += value;
  });
  params.breathe = Math.sin((2 * Math.PI * seconds) / 4.2);
}
