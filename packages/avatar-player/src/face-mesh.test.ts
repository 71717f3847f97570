import { describe, expect, it } from 'vitest';
import { hullArea, signedArea } from './test-geometry.js';
import { createFaceMesh, FACE_POINT_COUNT, INNER_LIPS } from './face-mesh.js';
import { LIP_CURVE_COUNT, LIP_CURVE_STEPS } from './face-motion.js';
import fixture from './test-face.fixture.json' with { type: 'json' };

const mesh = createFaceMesh(fixture.points, fixture.imageWidth, fixture.imageHeight);
const xs = Array.from({ length: mesh.count }, (_, i) => mesh.rest[i * 2]!);
const ys = Array.from({ length: mesh.count }, (_, i) => mesh.rest[i * 2 + 1]!);

function edgesOf(triangles: Uint16Array): Set<string> {
  const edges = new Set<string>();
  for (let t = 0; t < triangles.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const a = triangles[t + k]!;
      const b = triangles[t + ((k + 1) % 3)]!;
      edges.add(a < b ? `${a}-${b}` : `${b}-${a}`);
    }
  }
  return edges;
}

describe('createFaceMesh', () => {
  it('has the face points, a fixed ring and the picture corners', () => {
    expect(mesh.count).toBeGreaterThan(FACE_POINT_COUNT + 8);
    expect(mesh.weight[0]).toBe(1);
    expect(mesh.weight[mesh.count - 1]).toBe(0);
    const corners = [0, 0, 512, 0, 512, 512, 0, 512];
    expect(Array.from(mesh.rest.subarray(FACE_POINT_COUNT * 2, FACE_POINT_COUNT * 2 + 8))).toEqual(corners);
  });

  it('curves the inner lips: 3 points between each pair of landmarks, the last points of the mesh', () => {
    const contour = Array.from(mesh.lipContour);
    expect(contour.length).toBe(INNER_LIPS.length * LIP_CURVE_STEPS);
    expect(mesh.lipCurve).toBe(mesh.count - LIP_CURVE_COUNT);
    expect(contour.filter((_, k) => k % LIP_CURVE_STEPS === 0)).toEqual([...INNER_LIPS]);
    // Each curve point lies between its segment's landmarks (along the segment).
    for (let k = 0; k < contour.length; k++) {
      if (k % LIP_CURVE_STEPS === 0) continue;
      const a = contour[k - (k % LIP_CURVE_STEPS)]!;
      const b = contour[(k - (k % LIP_CURVE_STEPS) + LIP_CURVE_STEPS) % contour.length]!;
      const i = contour[k]!;
      const along =
        ((xs[i]! - xs[a]!) * (xs[b]! - xs[a]!) + (ys[i]! - ys[a]!) * (ys[b]! - ys[a]!)) /
        ((xs[b]! - xs[a]!) ** 2 + (ys[b]! - ys[a]!) ** 2 || 1);
      expect(along).toBeGreaterThan(0);
      expect(along).toBeLessThan(1);
    }
  });

  it('leaves the inner-lip outline as a hole bounded by its own edges', () => {
    const contour = Array.from(mesh.lipContour);
    expect(mesh.holeTriangles).toBe(contour.length - 2);
    const edges = edgesOf(mesh.triangles);
    for (let k = 0; k < contour.length; k++) {
      const a = contour[k]!;
      const b = contour[(k + 1) % contour.length]!;
      expect(edges.has(a < b ? `${a}-${b}` : `${b}-${a}`), `edge ${a}-${b}`).toBe(true);
    }
    const onLips = new Set(contour);
    for (let t = 0; t < mesh.triangles.length; t += 3) {
      const inside = [0, 1, 2].every((k) => onLips.has(mesh.triangles[t + k]!));
      expect(inside).toBe(false);
    }
  });

  it('covers the whole picture with no fold at rest (the drawn triangles and the hole add up to the hull)', () => {
    let total = 0;
    let folded = 0;
    for (let t = 0; t < mesh.triangles.length; t += 3) {
      const area = signedArea(xs, ys, mesh.triangles[t]!, mesh.triangles[t + 1]!, mesh.triangles[t + 2]!);
      if (area < -0.5) folded++;
      total += Math.abs(area);
    }
    let hole = 0;
    const contour = Array.from(mesh.lipContour);
    for (let k = 0; k < contour.length; k++) {
      const a = contour[k]!;
      const b = contour[(k + 1) % contour.length]!;
      hole += xs[a]! * ys[b]! - xs[b]! * ys[a]!;
    }
    expect(folded).toBe(0);
    expect(total + Math.abs(hole) / 2).toBeCloseTo(hullArea(xs, ys), -1);
    expect(hullArea(xs, ys)).toBeCloseTo(512 * 512, -1);
  });

  it('gives each eye its own triangles (the outline and the centre)', () => {
    const edges = edgesOf(mesh.triangles);
    for (const [from, centre] of [
      [36, 68],
      [42, 69],
    ] as const) {
      for (let k = 0; k < 6; k++) {
        const a = from + k;
        const b = from + ((k + 1) % 6);
        expect(edges.has(a < b ? `${a}-${b}` : `${b}-${a}`), `edge ${a}-${b}`).toBe(true);
        expect(edges.has(`${a}-${centre}`), `spoke ${a}-${centre}`).toBe(true);
      }
    }
  });
});
