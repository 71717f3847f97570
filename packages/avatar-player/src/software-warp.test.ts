import { describe, expect, it } from 'vitest';
import { createRandom } from './seeded-random.js';
import { copyRect, warpTriangle, type PixelBuffer } from './software-warp.js';

const W = 64;
const H = 48;
const all = { x0: 0, y0: 0, x1: W, y1: H };

function buffer(fill: (x: number, y: number) => number = () => 0): PixelBuffer {
  const data = new Int32Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) data[y * W + x] = fill(x, y);
  return { data, width: W, height: H };
}

/** Opaque pixels whose channels tell x and y apart. */
const area = (t: number[]) => (t[2]! - t[0]!) * (t[5]! - t[1]!) - (t[4]! - t[0]!) * (t[3]! - t[1]!);

const picture = buffer((x, y) => (0xff << 24) | ((y * 5) << 16) | ((x * 3) << 8) | ((x + y) & 0xff));

describe('warpTriangle', () => {
  it('reproduces the source where the map is the identity', () => {
    const out = buffer();
    const quad = [4, 3, 50, 3, 50, 40, 4, 40];
    for (const [a, b, c] of [
      [0, 1, 2],
      [0, 2, 3],
    ]) {
      const corners = [quad[a! * 2]!, quad[a! * 2 + 1]!, quad[b! * 2]!, quad[b! * 2 + 1]!, quad[c! * 2]!, quad[c! * 2 + 1]!];
      warpTriangle(out, picture, corners, corners, all);
    }
    for (let y = 3; y < 40; y++) for (let x = 4; x < 50; x++) expect(out.data[y * W + x]).toBe(picture.data[y * W + x]);
    expect(out.data[2 * W + 10]).toBe(0);
    expect(out.data[10 * W + 50]).toBe(0);
  });

  it('moves the picture with its triangles (a whole-pixel shift)', () => {
    const out = buffer();
    const tex = [10, 10, 40, 12, 20, 35];
    const dest = tex.map((value, k) => value + (k % 2 ? 2 : 3));
    warpTriangle(out, picture, dest, tex, all);
    // A pixel well inside: the source pixel 3 left and 2 up.
    expect(out.data[20 * W + 25]).toBe(picture.data[18 * W + 22]);
  });

  it('covers every pixel of two triangles that share an edge exactly once, wherever the corners fall', () => {
    const random = createRandom(3);
    for (let round = 0; round < 50; round++) {
      const p = Array.from({ length: 8 }, (_, k) => (k % 2 ? 4 + random() * 40 : 4 + random() * 56));
      const first = [p[0]!, p[1]!, p[2]!, p[3]!, p[4]!, p[5]!];
      // The second triangle has the edge (p1, p2) the other way round, and a corner across it.
      const across = [p[4]!, p[5]!, p[2]!, p[3]!, p[6]!, p[7]!];
      const solid = buffer(() => 1);
      const a = buffer();
      const b = buffer();
      warpTriangle(a, solid, first, first, all);
      warpTriangle(b, solid, across, across, all);
      // Which side of each edge a pixel centre is on, by more than a hair (centres on an edge: either triangle).
      const within = (t: number[], x: number, y: number): boolean | null => {
        let sign = 0;
        for (let k = 0; k < 3; k++) {
          const [ax, ay, bx, by] = [t[k * 2]!, t[k * 2 + 1]!, t[((k + 1) % 3) * 2]!, t[((k + 1) % 3) * 2 + 1]!];
          const cross = ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / Math.hypot(bx - ax, by - ay);
          if (Math.abs(cross) < 1e-6) return null;
          if (sign === 0) sign = Math.sign(cross);
          else if (Math.sign(cross) !== sign) return false;
        }
        return true;
      };
      let wrong = 0;
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const inFirst = within(first, x + 0.5, y + 0.5);
          const inAcross = within(across, x + 0.5, y + 0.5);
          if (inFirst !== null && (a.data[y * W + x] === 1) !== inFirst) wrong++;
          if (inAcross !== null && (b.data[y * W + x] === 1) !== inAcross) wrong++;
        }
      }
      expect(wrong).toBe(0);
      // Two triangles on either side of the edge (not folded over each other) never share a pixel.
      const fold = Math.sign(area(first)) !== Math.sign(area(across));
      let both = 0;
      for (let i = 0; i < W * H; i++) if (a.data[i] && b.data[i]) both++;
      if (!fold) expect(both).toBe(0);
    }
  });

  it('clips to the rectangle and draws nothing from a flat texture', () => {
    const out = buffer();
    warpTriangle(out, picture, [0, 0, 60, 0, 0, 45], [0, 0, 60, 0, 0, 45], { x0: 10, y0: 10, x1: 20, y1: 20 });
    expect(out.data[5 * W + 5]).toBe(0);
    expect(out.data[12 * W + 12]).toBe(picture.data[12 * W + 12]);
    expect(warpTriangle(buffer(), picture, [0, 0, 10, 0, 0, 10], [0, 0, 5, 5, 10, 10], all)).toBe(false);
  });
});

describe('copyRect', () => {
  it('copies only the rectangle', () => {
    const out = buffer();
    copyRect(picture, out, { x0: 2, y0: 3, x1: 6, y1: 5 });
    expect(out.data[3 * W + 2]).toBe(picture.data[3 * W + 2]);
    expect(out.data[4 * W + 5]).toBe(picture.data[4 * W + 5]);
    expect(out.data[5 * W + 5]).toBe(0);
    expect(out.data[3 * W + 6]).toBe(0);
  });
});
