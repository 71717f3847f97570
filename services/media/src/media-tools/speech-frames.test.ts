import { describe, expect, it } from 'vitest';
import { speechRegion } from './speech-frames.js';

describe("a photo's speech region", () => {
  // A smiling mouth: wide and flat (12 px tall); the face from the brows (200) to the chin (340).
  const mouth = { x: 200, y: 300, width: 80, height: 12 };
  const face = { y: 200, height: 140 };

  it('reaches below the chin by the jaw’s largest drop, whatever the mouth height alone gives', () => {
    const region = speechRegion(mouth, 600, 800, false, face);
    expect(region.y + region.height).toBeGreaterThanOrEqual(Math.floor(340 + 140 * 0.19));
    expect(region.y).toBe(Math.floor(mouth.y - mouth.height * 0.6));
  });

  it('is the mouth heights alone when they already reach that far, or no face is known', () => {
    const tall = { ...mouth, height: 60 };
    expect(speechRegion(tall, 600, 800, false, face)).toEqual(speechRegion(tall, 600, 800, false));
    expect(speechRegion(mouth, 600, 800, false).height).toBe(Math.ceil(mouth.height * 3.5));
  });

  it('stays inside the picture', () => {
    const region = speechRegion(mouth, 600, 350, false, face);
    expect(region.y + region.height).toBeLessThanOrEqual(350);
  });
});
