import { createRandom, type Random } from './seeded-random.js';

/**
 * When the avatar plays one of its movement clips (dynamics, issue 27), and how visible it is.
 * Pure timing, no DOM: the video layer (movement-layer.ts) feeds it the clock, whether speech
 * needs the mouth and how far the clip has played, and does what it answers.
 *
 * A clip starts only after a quiet while (no speech, no clip), plays whole with a fade in and
 * a fade out (the clips start and end at rest, so the fades join the still face without a
 * jump). A clip the face rig draws (it has a track: the mouth moves on it) plays on through
 * speech; any other never stays over speech: speech during it fades it out quickly.
 */
export interface MovementTiming {
  /** Quiet time before a clip, drawn anew each time between these (ms). */
  minGapMs: number;
  maxGapMs: number;
  /** Into and out of a clip. */
  fadeMs: number;
  /** Out of a clip when speech starts during it: short, the mouth is needed. */
  quickFadeMs: number;
  /** A clip that has not shown a frame this long after play() is given up. */
  startTimeoutMs: number;
}

export const MOVEMENT_TIMING: MovementTiming = {
  minGapMs: 4000,
  maxGapMs: 10_000,
  fadeMs: 400,
  quickFadeMs: 120,
  startTimeoutMs: 2000,
};

type Phase = 'quiet' | 'starting' | 'playing' | 'leaving';

export interface MovementScheduler {
  readonly clipCount: number;
  readonly timing: MovementTiming;
  readonly random: Random;
  phase: Phase;
  /** The clip playing or next in line (so the layer can load it ahead). */
  clip: number;
  /** Speech or a clip last ended here; the next clip is due gapMs later. */
  quietSince: number;
  gapMs: number;
  /** When the phase began. */
  phaseAt: number;
  /** Visible part of the clip now, 0..1. */
  opacity: number;
  /** Opacity when a quick fade out began. */
  leaveFrom: number;
  /** Clips started so far. */
  played: number;
}

/** What the layer sees this frame. */
export interface MovementInput {
  /** Speech needs the mouth now (a sentence is being said). */
  speaking: boolean;
  /** The clip in line can play through (loaded enough). */
  ready: boolean;
  /** How far the playing clip is (ms), null before its first frame. */
  clipTimeMs: number | null;
  /** The playing clip's length (ms), null until known. */
  clipDurationMs: number | null;
  /** The playing clip ended or failed. */
  clipEnded: boolean;
  /** The clip in line moves the mouth (drawn by the face rig on its track): speech may go on over it. */
  mayTalk?: boolean;
}

/** What the layer must do this frame, besides showing the clip at `opacity`. */
export type MovementAction = 'none' | 'start' | 'stop';

export function createMovementScheduler(
  clipCount: number,
  now: number,
  seed?: number,
  timing: MovementTiming = MOVEMENT_TIMING,
): MovementScheduler {
  const random = createRandom(seed);
  const scheduler: MovementScheduler = {
    clipCount,
    timing,
    random,
    phase: 'quiet',
    clip: clipCount > 0 ? Math.floor(random() * clipCount) : -1,
    quietSince: now,
    gapMs: 0,
    phaseAt: now,
    opacity: 0,
    leaveFrom: 0,
    played: 0,
  };
  scheduler.gapMs = drawGap(scheduler);
  return scheduler;
}

function drawGap(scheduler: MovementScheduler): number {
  const { minGapMs, maxGapMs } = scheduler.timing;
  return minGapMs + scheduler.random() * (maxGapMs - minGapMs);
}

/** Back to quiet: a new gap from now, and another clip than the one just shown (when there is one). */
function rest(scheduler: MovementScheduler, now: number): void {
  scheduler.phase = 'quiet';
  scheduler.phaseAt = now;
  scheduler.opacity = 0;
  scheduler.quietSince = now;
  scheduler.gapMs = drawGap(scheduler);
  if (scheduler.clipCount > 1) {
    const step = 1 + Math.floor(scheduler.random() * (scheduler.clipCount - 1));
    scheduler.clip = (scheduler.clip + step) % scheduler.clipCount;
  }
}

export function stepMovementScheduler(scheduler: MovementScheduler, now: number, input: MovementInput): MovementAction {
  const { timing } = scheduler;
  switch (scheduler.phase) {
    case 'quiet': {
      // Speech (or a pause between its sentences) keeps the clips away.
      if (input.speaking) scheduler.quietSince = now;
      if (scheduler.clipCount === 0 || input.speaking || !input.ready) return 'none';
      if (now - scheduler.quietSince < scheduler.gapMs) return 'none';
      scheduler.phase = 'starting';
      scheduler.phaseAt = now;
      scheduler.played++;
      return 'start';
    }
    case 'starting': {
      // Still invisible: speech (that needs the mouth) or a stall simply calls it off.
      if ((input.speaking && !input.mayTalk) || input.clipEnded || now - scheduler.phaseAt > timing.startTimeoutMs) {
        rest(scheduler, now);
        return 'stop';
      }
      if (input.clipTimeMs === null) return 'none';
      scheduler.phase = 'playing';
      scheduler.phaseAt = now;
      scheduler.opacity = 0;
      return 'none';
    }
    case 'playing': {
      if (input.clipEnded) {
        rest(scheduler, now);
        return 'stop';
      }
      if (input.speaking && !input.mayTalk) {
        scheduler.phase = 'leaving';
        scheduler.phaseAt = now;
        scheduler.leaveFrom = scheduler.opacity;
        return 'none';
      }
      const fadeIn = (now - scheduler.phaseAt) / timing.fadeMs;
      // The fade out ends with the clip: by its own clock, so a late frame does not cut it short.
      const left =
        input.clipDurationMs !== null && input.clipTimeMs !== null ? input.clipDurationMs - input.clipTimeMs : Infinity;
      const fadeOut = left / timing.fadeMs;
      scheduler.opacity = clamp01(Math.min(fadeIn, fadeOut));
      return 'none';
    }
    case 'leaving': {
      const fraction = (now - scheduler.phaseAt) / timing.quickFadeMs;
      scheduler.opacity = clamp01(scheduler.leaveFrom * (1 - fraction));
      if (scheduler.opacity > 0 && !input.clipEnded) return 'none';
      rest(scheduler, now);
      // The speech that sent it away keeps the next one away too.
      if (input.speaking) scheduler.quietSince = now;
      return 'stop';
    }
  }
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
