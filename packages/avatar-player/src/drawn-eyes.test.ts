import { describe, expect, it } from 'vitest';
import { drawShutEyes, eyesShut, moveDrawnEyes, shutEyesBox, skinUnderEyes } from './drawn-eyes.js';

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

describe("a drawn portrait's shut eyes in a picture of their own (the WebGL path)", () => {
  it('fit in their box: every stroke and fill drawShutEyes paints lies inside shutEyesBox', () => {
    // Two eyes 40 px wide, 12 px tall, 60 px apart (rig pixels), placed at scale 1.5.
    const points = new Float32Array(24);
    for (const [first, left] of [
      [0, 100],
      [6, 160],
    ] as const) {
      const outline = [
        [0, 0],
        [12, -6],
        [28, -6],
        [40, 0],
        [28, 6],
        [12, 6],
      ];
      outline.forEach(([x, y], k) => {
        points[(first + k) * 2] = left + x!;
        points[(first + k) * 2 + 1] = 80 + y!;
      });
    }
    const placement = { scale: 1.5, x: 20, y: 10 };
    const eyes = { points, shut: 1 };
    const box = shutEyesBox(eyes, placement);
    const painted: Array<[number, number, number]> = [];
    const recorder = {
      lineWidth: 1,
      save() {},
      restore() {},
      beginPath() {},
      closePath() {},
      fill() {},
      stroke() {},
      moveTo(x: number, y: number) {
        painted.push([x, y, recorder.lineWidth]);
      },
      lineTo(x: number, y: number) {
        painted.push([x, y, recorder.lineWidth]);
      },
      quadraticCurveTo(cx: number, cy: number, x: number, y: number) {
        painted.push([cx, cy, recorder.lineWidth], [x, y, recorder.lineWidth]);
      },
    };
    drawShutEyes(recorder as unknown as CanvasRenderingContext2D, eyes, placement, 'rgb(1,2,3)', '#000');
    expect(painted.length).toBeGreaterThan(12);
    for (const [x, y, width] of painted) {
      expect(x - width / 2).toBeGreaterThanOrEqual(box.x);
      expect(x + width / 2).toBeLessThanOrEqual(box.x + box.width);
      expect(y - width / 2).toBeGreaterThanOrEqual(box.y);
      expect(y + width / 2).toBeLessThanOrEqual(box.y + box.height);
    }
  });

  it('are painted only from half way shut', () => {
    expect(eyesShut({ points: new Float32Array(24), shut: 0.4 })).toBe(false);
    expect(eyesShut({ points: new Float32Array(24), shut: 0.6 })).toBe(true);
  });
});
