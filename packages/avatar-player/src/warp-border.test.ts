import { describe, expect, it } from 'vitest';
import { createFaceMesh, FACE_POINT_COUNT, insidePolygon } from './face-mesh.js';
import { warpBorderOf } from './warp-border.js';
import fixture from './test-face.fixture.json' with { type: 'json' };

const mesh = createFaceMesh(fixture.points, fixture.imageWidth, fixture.imageHeight);
const border = warpBorderOf(mesh);

describe('warpBorderOf', () => {
  it('is a closed line around every moving point, on the fixed ring (not the picture corners)', () => {
    expect(border.length).toBeGreaterThan(8);
    for (let i = 0; i < FACE_POINT_COUNT; i++) {
      expect(insidePolygon(mesh.rest[i * 2]!, mesh.rest[i * 2 + 1]!, border)).toBe(true);
    }
    for (let i = FACE_POINT_COUNT; i < mesh.lipCurve; i++) {
      if (mesh.weight[i]! > 0) expect(insidePolygon(mesh.rest[i * 2]!, mesh.rest[i * 2 + 1]!, border)).toBe(true);
    }
    const corners = border.filter(([x, y]) => (x === 0 || x === fixture.imageWidth) && (y === 0 || y === fixture.imageHeight));
    expect(corners).toEqual([]);
  });
});
