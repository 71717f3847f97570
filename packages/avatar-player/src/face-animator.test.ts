import { describe, expect, it } from 'vitest';
import { createCueTimeline } from './cue-timeline.js';
import { startReply } from './expression-cues.js';
import { createFaceAnimator, stepFaceAnimator, type SpeechInput } from './face-animator.js';
import { poseIndexOf } from './viseme-poses.js';

const silent: SpeechInput = { speaking: false, timeline: null, timeMs: 0, level: 0, emphasis: 0 };

describe('face animator', () => {
  it('opens the jaw on an open cue and eases back to rest after the voice stops, never jumping', () => {
    const animator = createFaceAnimator('essence', 1);
    const timeline = createCueTimeline([{ startMs: 0, viseme: 'open' }], poseIndexOf);
    let previous = 0;
    let peak = 0;
    for (let t = 0; t < 300; t += 16) {
      const jaw = stepFaceAnimator(animator, t, 16, { ...silent, speaking: true, timeline, timeMs: t }).jaw;
      expect(Math.abs(jaw - previous)).toBeLessThan(0.35);
      previous = jaw;
      peak = Math.max(peak, jaw);
    }
    expect(peak).toBeGreaterThan(0.75);
    let jaw = 1;
    for (let t = 300; t < 520; t += 16) jaw = stepFaceAnimator(animator, t, 16, silent).jaw;
    expect(jaw).toBeLessThan(0.05);
  });

  it('follows the loudness level without cues', () => {
    const animator = createFaceAnimator('essence', 1);
    let jaw = 0;
    for (let t = 0; t < 300; t += 16)
      jaw = stepFaceAnimator(animator, t, 16, { ...silent, speaking: true, level: 3, timeMs: t }).jaw;
    expect(jaw).toBeGreaterThan(0.7);
  });

  it('blinks when a sentence ends', () => {
    const animator = createFaceAnimator('essence', 1);
    animator.life.nextBlinkMs = 1e9;
    for (let t = 0; t < 200; t += 16) stepFaceAnimator(animator, t, 16, { ...silent, speaking: true, level: 2, timeMs: t });
    let closed = 0;
    for (let t = 200; t < 500; t += 16) closed = Math.max(closed, stepFaceAnimator(animator, t, 16, silent).blink);
    expect(closed).toBe(1);
  });

  it('raises the brows on a question only with the Expression engine', () => {
    const brows = (engine: 'essence' | 'expression') => {
      const animator = createFaceAnimator(engine, 1);
      if (animator.expression) startReply(animator.expression, 'Do you like it?', 1000);
      let brow = 0;
      for (let t = 0; t < 900; t += 16)
        brow = Math.max(brow, stepFaceAnimator(animator, t, 16, { ...silent, speaking: true, level: 1, timeMs: t }).browRaise);
      return brow;
    };
    expect(brows('essence')).toBe(0);
    expect(brows('expression')).toBeGreaterThan(0.3);
  });
});
