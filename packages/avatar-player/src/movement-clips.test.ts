import { describe, expect, it } from 'vitest';
import { createMovementScheduler, MOVEMENT_TIMING, stepMovementScheduler, type MovementScheduler } from './movement-clips.js';

const FRAME_MS = 1000 / 30;
const CLIP_MS = 4000;

/**
 * Runs the scheduler at 30 frames a second with a fake clip that starts one frame after play()
 * and runs on the wall clock; `speakingAt(t)` says when speech needs the mouth.
 */
function run(scheduler: MovementScheduler, untilMs: number, speakingAt: (t: number) => boolean, mayTalk = false) {
  const frames: { t: number; speaking: boolean; opacity: number; phase: string; clip: number }[] = [];
  const starts: number[] = [];
  let clipStartedAt: number | null = null;
  for (let t = 0; t <= untilMs; t += FRAME_MS) {
    const clipTime = clipStartedAt === null || t - clipStartedAt < FRAME_MS ? null : t - clipStartedAt - FRAME_MS;
    const action = stepMovementScheduler(scheduler, t, {
      speaking: speakingAt(t),
      ready: true,
      clipTimeMs: clipTime,
      clipDurationMs: CLIP_MS,
      clipEnded: clipTime !== null && clipTime >= CLIP_MS,
      mayTalk,
    });
    if (action === 'start') {
      clipStartedAt = t;
      starts.push(scheduler.clip);
    }
    if (action === 'stop') clipStartedAt = null;
    frames.push({ t, speaking: speakingAt(t), opacity: scheduler.opacity, phase: scheduler.phase, clip: scheduler.clip });
  }
  return { frames, starts };
}

describe('movement clips', () => {
  it('plays clips now and then while idle, after a quiet while, another clip than the last', () => {
    const scheduler = createMovementScheduler(5, 0, 7);
    const { frames, starts } = run(scheduler, 120_000, () => false);
    // A gap of 4-10 s plus a 4 s clip: 8 to 15 clips in two minutes.
    expect(starts.length).toBeGreaterThanOrEqual(8);
    expect(starts.length).toBeLessThanOrEqual(15);
    for (let i = 1; i < starts.length; i++) expect(starts[i]).not.toBe(starts[i - 1]);
    // Nothing shows during the first quiet while.
    const firstVisible = frames.find((frame) => frame.opacity > 0)!;
    expect(firstVisible.t).toBeGreaterThanOrEqual(MOVEMENT_TIMING.minGapMs);
  });

  it('cross-fades: in over 400 ms, out over the last 400 ms, no step bigger than one frame of the fade', () => {
    const scheduler = createMovementScheduler(3, 0, 1);
    const { frames } = run(scheduler, 30_000, () => false);
    const maxStep = FRAME_MS / MOVEMENT_TIMING.fadeMs + 0.01;
    for (let i = 1; i < frames.length; i++) {
      expect(Math.abs(frames[i]!.opacity - frames[i - 1]!.opacity)).toBeLessThanOrEqual(maxStep);
    }
    // A whole clip: rises from 0 to 1 within the fade, stays at 1, and is back at 0 by its end.
    const start = frames.findIndex((frame) => frame.opacity > 0);
    const full = frames.findIndex((frame, i) => i > start && frame.opacity === 1);
    expect((full - start) * FRAME_MS).toBeGreaterThanOrEqual(MOVEMENT_TIMING.fadeMs - 2 * FRAME_MS);
    expect((full - start) * FRAME_MS).toBeLessThanOrEqual(MOVEMENT_TIMING.fadeMs + FRAME_MS);
    const end = frames.findIndex((frame, i) => i > full && frame.opacity === 0);
    expect((end - start) * FRAME_MS).toBeGreaterThan(CLIP_MS - 2 * FRAME_MS);
    expect((end - start) * FRAME_MS).toBeLessThanOrEqual(CLIP_MS + 3 * FRAME_MS);
  });

  it('never shows a clip while speech needs the mouth, beyond the quick fade out', () => {
    // Replies of 3 s every 9 s: clips fit only in the gaps, and some replies start during one.
    const speakingAt = (t: number) => t % 9000 >= 6000;
    const scheduler = createMovementScheduler(5, 0, 3, { ...MOVEMENT_TIMING, minGapMs: 500, maxGapMs: 2500 });
    const { frames, starts } = run(scheduler, 180_000, speakingAt);
    expect(starts.length).toBeGreaterThan(5);
    let interrupted = 0;
    for (let i = 0; i < frames.length; i++) {
      const frame = frames[i]!;
      if (!frame.speaking || frame.opacity === 0) continue;
      // Visible during speech only while fading out, for at most the quick fade.
      const speechStart = frames.findLastIndex((f, j) => j <= i && !f.speaking) + 1;
      expect(frame.phase).toBe('leaving');
      expect((i - speechStart) * FRAME_MS).toBeLessThanOrEqual(MOVEMENT_TIMING.quickFadeMs + FRAME_MS);
      if (i === speechStart) interrupted++;
    }
    expect(interrupted).toBeGreaterThan(0);
    // No clip starts during speech.
    for (let i = 1; i < frames.length; i++) {
      if (frames[i]!.phase === 'starting' && frames[i - 1]!.phase === 'quiet') expect(frames[i]!.speaking).toBe(false);
    }
  });

  it('keeps a clip the face rig draws over speech: played whole, still never started during speech', () => {
    const speakingAt = (t: number) => t % 9000 >= 6000;
    const scheduler = createMovementScheduler(5, 0, 3, { ...MOVEMENT_TIMING, minGapMs: 500, maxGapMs: 2500 });
    const { frames, starts } = run(scheduler, 180_000, speakingAt, true);
    expect(starts.length).toBeGreaterThan(5);
    expect(frames.some((frame) => frame.phase === 'leaving')).toBe(false);
    // Speech began during a fully shown clip, and the clip stayed fully shown.
    const overSpeech = frames.filter((frame, i) => frame.speaking && !frames[i - 1]!.speaking && frame.opacity === 1);
    expect(overSpeech.length).toBeGreaterThan(0);
    for (let i = 1; i < frames.length; i++) {
      if (frames[i]!.phase === 'starting' && frames[i - 1]!.phase === 'quiet') expect(frames[i]!.speaking).toBe(false);
      // Only the clip's own fades change the opacity: never a cut.
      expect(Math.abs(frames[i]!.opacity - frames[i - 1]!.opacity)).toBeLessThanOrEqual(FRAME_MS / MOVEMENT_TIMING.fadeMs + 0.01);
    }
  });

  it('waits for a clip that is not loaded, and gives up on one that never shows a frame', () => {
    const scheduler = createMovementScheduler(2, 0, 5);
    for (let t = 0; t < 20_000; t += FRAME_MS) {
      const action = stepMovementScheduler(scheduler, t, {
        speaking: false,
        ready: false,
        clipTimeMs: null,
        clipDurationMs: null,
        clipEnded: false,
      });
      expect(action).toBe('none');
    }
    const due = 20_000;
    expect(
      stepMovementScheduler(scheduler, due, {
        speaking: false,
        ready: true,
        clipTimeMs: null,
        clipDurationMs: null,
        clipEnded: false,
      }),
    ).toBe('start');
    const stalled = { speaking: false, ready: true, clipTimeMs: null, clipDurationMs: null, clipEnded: false };
    expect(stepMovementScheduler(scheduler, due + 1000, stalled)).toBe('none');
    expect(stepMovementScheduler(scheduler, due + MOVEMENT_TIMING.startTimeoutMs + 1, stalled)).toBe('stop');
    expect(scheduler.opacity).toBe(0);
    expect(scheduler.phase).toBe('quiet');
  });

  it('does nothing without clips', () => {
    const scheduler = createMovementScheduler(0, 0);
    const { starts } = run(scheduler, 60_000, () => false);
    expect(starts).toEqual([]);
  });
});
