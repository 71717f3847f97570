import { describe, expect, it } from 'vitest';
import { neutralParams } from './face-params.js';
import { createIdleLife, requestBlink, stepIdleLife } from './idle-life.js';

function run(seed: number, minutes: number) {
  const life = createIdleLife(seed);
  const params = neutralParams();
  let closedFrames = 0;
  let maxRoll = 0;
  let longestClosed = 0;
  let closedRun = 0;
  for (let t = 0; t < minutes * 60_000; t += 10) {
    stepIdleLife(life, t, 10, false, params);
    if (params.blink >= 0.99) {
      closedFrames++;
      closedRun += 10;
      longestClosed = Math.max(longestClosed, closedRun);
    } else closedRun = 0;
    maxRoll = Math.max(maxRoll, Math.abs(params.headRoll));
  }
  return { life, closedFrames, maxRoll, longestClosed };
}

describe('idle life', () => {
  it('blinks 8-30 times a minute, each closed for 100-150 ms', () => {
    for (const seed of [1, 2, 3]) {
      const { life, longestClosed } = run(seed, 5);
      expect(life.blinks / 5).toBeGreaterThanOrEqual(8);
      expect(life.blinks / 5).toBeLessThanOrEqual(30);
      expect(longestClosed).toBeGreaterThanOrEqual(100);
      expect(longestClosed).toBeLessThanOrEqual(160);
    }
  });

  it('is deterministic with a seed', () => {
    expect(run(42, 1).life.blinks).toBe(run(42, 1).life.blinks);
  });

  it('sways the head by a few degrees at most', () => {
    const { maxRoll } = run(5, 1);
    expect(maxRoll).toBeGreaterThan(0.005);
    expect(maxRoll).toBeLessThan((4 * Math.PI) / 180);
  });

  it('blinks soon after a sentence ends', () => {
    const life = createIdleLife(9);
    const params = neutralParams();
    life.nextBlinkMs = 1e9;
    requestBlink(life, 1000);
    let closed = false;
    for (let t = 1000; t < 1300; t += 10) {
      stepIdleLife(life, t, 10, false, params);
      closed ||= params.blink > 0.99;
    }
    expect(closed).toBe(true);
  });
});
