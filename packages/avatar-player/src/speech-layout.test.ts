import { describe, expect, it } from 'vitest';
import { cadenceLevelAt } from './speech-cadence.js';
import { speechLayoutProblem, spriteSizeProblem } from './speech-layout.js';

const layout = {
  spriteUrl: '/files/sprite.png',
  visemes: ['rest', 'slight', 'open', 'wide', 'round'],
  frameWidth: 100,
  frameHeight: 80,
  region: { x: 10, y: 20, width: 200, height: 160 },
  imageWidth: 512,
  imageHeight: 640,
};

describe('speech layout checks', () => {
  it('accepts the layout the creation pipeline writes', () => {
    expect(speechLayoutProblem(layout)).toBeNull();
    expect(spriteSizeProblem(layout, 500, 80)).toBeNull();
  });

  it('names what is wrong with a broken layout or sprite', () => {
    expect(speechLayoutProblem({ ...layout, visemes: [] })).toMatch(/visemes/);
    expect(speechLayoutProblem({ ...layout, region: { ...layout.region, width: 0 } })).toMatch(/region/);
    expect(spriteSizeProblem(layout, 400, 80)).toMatch(/400x80.*500x80/);
  });

  it('gives a speech-like cadence when the sound cannot be read', () => {
    const levels = Array.from({ length: 24 }, (_, index) => cadenceLevelAt(index * 55));
    expect(new Set(levels).size).toBeGreaterThan(2);
    expect(cadenceLevelAt(-5)).toBe(0);
  });
});
