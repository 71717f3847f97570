import { describe, expect, it } from 'vitest';
import { triangulate } from './delaunay.js';
import { createRandom } from './seeded-random.js';
import { hullArea, signedArea } from './test-geometry.js';

describe('triangulate', () => {
  it('covers the convex hull exactly, with every triangle the same way round', () => {
    const random = createRandom(7);
    const xs = Array.from({ length: 120 }, () => random() * 500);
    const ys = Array.from({ length: 120 }, () => random() * 300);
    const triangles = triangulate(xs, ys);
    let total = 0;
    for (let t = 0; t < triangles.length; t += 3) {
      const area = signedArea(xs, ys, triangles[t]!, triangles[t + 1]!, triangles[t + 2]!);
      expect(area).toBeGreaterThan(0);
      total += area;
    }
    // Same-orientation triangles whose areas add up to the hull cannot overlap or leave gaps.
    expect(total).toBeCloseTo(hullArea(xs, ys), 3);
  });

  it('makes the Delaunay choice for a square and a point', () => {
    expect(triangulate([0, 10, 10, 0, 5], [0, 0, 10, 10, 5]).length / 3).toBe(4);
  });
});
