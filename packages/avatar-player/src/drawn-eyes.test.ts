import { describe, expect, it } from 'vitest';
import { moveDrawnEyes, skinUnderEyes } from './drawn-eyes.js';

describe("a drawn portrait's eyes", () => {
  it('follow what the motion did to their mesh points, from where the drawing has them', () => {
    const rig = Array.from({ length: 136 }, (_, i) => i);
    const rest = Float32Array.from(rig, (value) => value + 5);
    const dest = Float32Array.from(rest, (value, i) => value + (i % 2 ? -2 : 3));
    const out = new Float32Array(24);
    moveDrawnEyes(rig, rest, dest, out);
    expect(out[0]).toBe(36 * 2 + 3);
    expect(out[1]).toBe(36 * 2 + 1 - 2);
    expect(out[23]).toBe(47 * 2 + 1 - 2);
  });

  it('take the skin colour from under the eyes, the median of the samples (an ink line under one is outvoted)', () => {
    const width = 40;
    const height = 40;
    const skin = (255 << 24) | (100 << 16) | (150 << 8) | 200;
    const pixels = new Int32Array(width * height).fill(skin);
    // Eyes 4 px tall: rows 8..12, their lower points at y 12; samples 1.6 px below.
    const eyes = new Float32Array(24);
    for (let k = 0; k < 12; k++) {
      eyes[k * 2] = 5 + k * 2;
      eyes[k * 2 + 1] = [1, 2, 4, 5].includes(k % 6) ? (k % 6 < 3 ? 8 : 12) : 10;
    }
    pixels[14 * width + Math.round(eyes[4 * 2]!)] = 255 << 24;
    expect(skinUnderEyes(pixels, width, height, eyes, { scale: 1, x: 0, y: 0 })).toBe('rgb(200,150,100)');
  });
});
