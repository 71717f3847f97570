import { describe, expect, it } from 'vitest';
import { createMouthMixer, isIdle, mixAlpha, mouthOpenness, stepMouthMixer, type MouthMixer } from './mouth-mixer.js';
import { blinkFramesOf, NO_SHAPE, opennessTable, spriteIndexOf, VISEMES } from './mouth-shapes.js';

const openness = opennessTable(VISEMES);
const OPEN = spriteIndexOf(VISEMES, 'open');
const ROUND = spriteIndexOf(VISEMES, 'round');

function run(mixer: MouthMixer, target: number, ms: number, stepMs = 10): number[] {
  const seen: number[] = [];
  for (let time = 0; time < ms; time += stepMs) {
    stepMouthMixer(mixer, target, stepMs);
    seen.push(mouthOpenness(mixer, openness));
  }
  return seen;
}

describe('mouth mixer', () => {
  it('fades into a shape instead of jumping', () => {
    const mixer = createMouthMixer();
    const opening = run(mixer, OPEN, 80);
    expect(opening[0]).toBeGreaterThan(0);
    expect(opening[0]).toBeLessThan(0.8);
    expect(opening.at(-1)).toBeCloseTo(0.8);
    for (let index = 1; index < opening.length; index++) expect(opening[index]!).toBeGreaterThanOrEqual(opening[index - 1]!);
  });

  it('returns to the idle picture within 120 ms when the voice stops', () => {
    const mixer = createMouthMixer();
    run(mixer, OPEN, 100);
    const closing = run(mixer, NO_SHAPE, 120);
    expect(closing.at(-1)).toBe(0);
    expect(isIdle(mixer)).toBe(true);
    expect(closing.findIndex((value) => value === 0)).toBeLessThan(12);
  });

  it('cross-fades between two shapes: both frames blend, the newer one growing', () => {
    const mixer = createMouthMixer();
    run(mixer, OPEN, 100);
    stepMouthMixer(mixer, ROUND, 25);
    expect(mixer.from).toBe(OPEN);
    expect(mixer.to).toBe(ROUND);
    expect(mixAlpha(mixer)).toBeGreaterThan(0.3);
    expect(mixAlpha(mixer)).toBeLessThan(0.7);
    expect(mouthOpenness(mixer, openness)).toBeGreaterThan(0.55);
    expect(mouthOpenness(mixer, openness)).toBeLessThan(0.8);
  });

  it('turns back smoothly when the previous shape returns mid-fade', () => {
    const mixer = createMouthMixer();
    run(mixer, OPEN, 100);
    stepMouthMixer(mixer, ROUND, 10);
    const before = mouthOpenness(mixer, openness);
    stepMouthMixer(mixer, OPEN, 0);
    expect(mouthOpenness(mixer, openness)).toBeCloseTo(before, 5);
  });

  it('reports a change only while something on screen moves', () => {
    const mixer = createMouthMixer();
    expect(stepMouthMixer(mixer, NO_SHAPE, 16)).toBe(false);
    expect(stepMouthMixer(mixer, OPEN, 16)).toBe(true);
    run(mixer, OPEN, 100);
    expect(stepMouthMixer(mixer, OPEN, 16)).toBe(false);
  });
});

describe('sprite blink frames', () => {
  it("finds each shape's eyes-closed twin", () => {
    const visemes = ['rest', 'open', 'rest:blink', 'open:blink', 'round'];
    expect(Array.from(blinkFramesOf(visemes))).toEqual([2, 3, -1, -1, -1]);
    expect(opennessTable(visemes)[3]).toBe(opennessTable(visemes)[1]);
    expect(spriteIndexOf(visemes, 'closed')).toBe(0);
  });
});
