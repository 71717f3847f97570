import { CREDIT_ANIMATION_MS } from './creditAnimationMs';

/**
 * The value to show `elapsedMs` into an animation from `from` to `to` lasting `durationMs`:
 * ease-out cubic, rounded to whole credits, and exactly `to` once the time is up.
 */
export function animationStep(from: number, to: number, elapsedMs: number, durationMs: number = CREDIT_ANIMATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs || from === to) return to;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(from + (to - from) * eased);
}
