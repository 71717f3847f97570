import { NO_SHAPE } from './mouth-shapes.js';

/**
 * The mouth on screen: a cross-fade from one sprite frame (`from`) to another (`to`); NO_SHAPE
 * is the idle picture itself. Shapes change by alpha-blending two frames over `fadeMs`
 * (speech) or `releaseMs` (back to idle), eased, so the jaw never jumps.
 */
export interface MouthMixer {
  from: number;
  to: number;
  /** Linear progress of the fade, 0..1. */
  progress: number;
  /** Duration of the fade in progress. */
  durationMs: number;
  readonly fadeMs: number;
  readonly releaseMs: number;
}

export interface MouthTimings {
  fadeMs: number;
  releaseMs: number;
}

/** Visemes last 60-150 ms: a 50 ms fade keeps shapes distinct; the way back to idle stays under 120 ms. */
export const DEFAULT_MOUTH_TIMINGS: MouthTimings = { fadeMs: 50, releaseMs: 100 };

export function createMouthMixer(timings: MouthTimings = DEFAULT_MOUTH_TIMINGS): MouthMixer {
  return { from: NO_SHAPE, to: NO_SHAPE, progress: 1, durationMs: timings.fadeMs, ...timings };
}

/** Smoothstep: starts and ends gently. */
export function easeInOut(t: number): number {
  const x = t <= 0 ? 0 : t >= 1 ? 1 : t;
  return x * x * (3 - 2 * x);
}

/** Moves the mixer `dtMs` towards `target`; returns true when what is on screen changed. */
export function stepMouthMixer(mixer: MouthMixer, target: number, dtMs: number): boolean {
  let changed = false;
  if (target !== mixer.to) {
    if (target === mixer.from && mixer.progress < 1) {
      // Turning back mid-fade: run the same fade backwards, no jump.
      mixer.from = mixer.to;
      mixer.progress = 1 - mixer.progress;
    } else {
      // Keep the shape that dominates the screen now as the start of the new fade.
      if (mixer.progress >= 0.5) mixer.from = mixer.to;
      mixer.progress = 0;
    }
    mixer.to = target;
    mixer.durationMs = target === NO_SHAPE ? mixer.releaseMs : mixer.fadeMs;
    changed = true;
  }
  if (mixer.progress < 1) {
    mixer.progress = Math.min(1, mixer.progress + Math.max(0, dtMs) / mixer.durationMs);
    changed = true;
  }
  return changed;
}

/** Alpha of the `to` frame now. */
export function mixAlpha(mixer: MouthMixer): number {
  return easeInOut(mixer.progress);
}

/** True when nothing but the idle picture is on screen. */
export function isIdle(mixer: MouthMixer): boolean {
  return mixer.to === NO_SHAPE && (mixer.progress >= 1 || mixer.from === NO_SHAPE);
}

/** The blended openness on screen, given each frame's openness (NO_SHAPE is 0). */
export function mouthOpenness(mixer: MouthMixer, openness: ArrayLike<number>): number {
  const of = (shape: number) => (shape === NO_SHAPE ? 0 : (openness[shape] ?? 0));
  const alpha = mixAlpha(mixer);
  return of(mixer.from) * (1 - alpha) + of(mixer.to) * alpha;
}
