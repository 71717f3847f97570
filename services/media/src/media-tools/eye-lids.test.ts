import { describe, expect, it } from 'vitest';
import type { RawImage } from '../providers/face/face-detector.js';
import { lidsOnLashLine } from './eye-lids.js';

// One eye (iBUG 36..41) 40 px wide on a 100 x 100 picture, the net's lids 5 px over and under
// the corners' line at y = 50; the other eye (42..47) the same 40 px to the right (off the picture: not read).
const net = Array.from({ length: 68 * 2 }, () => 0);
const place = (index: number, x: number, y: number) => {
  net[index * 2] = x;
  net[index * 2 + 1] = y;
};
for (const [offset, first] of [
  [0, 36],
  [200, 42],
] as const) {
  place(first, 30 + offset, 50);
  place(first + 1, 43 + offset, 45);
  place(first + 2, 57 + offset, 45);
  place(first + 3, 70 + offset, 50);
  place(first + 4, 57 + offset, 55);
  place(first + 5, 43 + offset, 55);
}

function picture(grey: (y: number) => number): RawImage {
  const data = new Uint8Array(100 * 100 * 3);
  for (let y = 0; y < 100; y++) for (let x = 0; x < 100; x++) data.fill(grey(y), (y * 100 + x) * 3, (y * 100 + x) * 3 + 3);
  return { data, width: 100, height: 100 };
}

describe('lidsOnLashLine', () => {
  it("puts a downcast eye's lids on its lash line, a slit apart (the net's lids were out on the lid's skin)", () => {
    // Light lid skin down to y = 52, then a dark lash band.
    const downcast = picture((y) => (y < 52 ? 140 : y < 60 ? 40 : 120));
    const points = lidsOnLashLine(downcast, net);
    // On the step from skin to lashes (within a pixel of y = 52), not on the net's lid at 45.
    for (const upper of [37, 38]) expect(Math.abs(points[upper * 2 + 1]! - 52)).toBeLessThanOrEqual(1);
    for (const lower of [40, 41]) expect(points[lower * 2 + 1]! - points[37 * 2 + 1]!).toBeCloseTo(0.06 * 40, 0);
    // Along the eye the lids stay where they were; the corners do not move.
    expect(points[37 * 2]).toBeCloseTo(43);
    expect(points.slice(36 * 2, 36 * 2 + 2)).toEqual([30, 50]);
  });

  it('leaves an open eye as the net found it (its lash line at or above the upper lid)', () => {
    const open = picture((y) => (y < 44 ? 140 : y < 56 ? 50 : 130));
    expect(lidsOnLashLine(open, net)).toEqual(net);
  });

  it('leaves an open eye with dark make-up under it as it was (the sharp step lies below the lower lid)', () => {
    const painted = picture((y) => (y < 44 ? 140 : y < 56 ? 110 : y < 58 ? 130 : 30));
    expect(lidsOnLashLine(painted, net)).toEqual(net);
  });

  it('leaves an eye with no sharp lid margin as it was (a soft shadow below the lid)', () => {
    const soft = picture((y) => Math.round(140 - Math.max(0, y - 48) * 3));
    expect(lidsOnLashLine(soft, net)).toEqual(net);
  });
});
