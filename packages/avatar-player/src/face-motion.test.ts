import { describe, expect, it } from 'vitest';
import { createFaceMesh } from './face-mesh.js';
import { applyFaceMotion, eyeAspectRatio, innerLipGap } from './face-motion.js';
import { neutralParams, type FaceParams } from './face-params.js';
import { VISEME_POSES } from './viseme-poses.js';
import fixture from './test-face.fixture.json' with { type: 'json' };

const mesh = createFaceMesh(fixture.points, fixture.imageWidth, fixture.imageHeight);
const pointsFor = (values: Partial<FaceParams>) => {
  const dest = new Float32Array(mesh.count * 2);
  const tex = new Float32Array(mesh.count * 2);
  applyFaceMotion(mesh, { ...neutralParams(), ...values }, dest, tex);
  return { dest, tex };
};
const y = (points: Float32Array, i: number) => points[i * 2 + 1]!;

describe('applyFaceMotion', () => {
  it('leaves the face as it is with neutral parameters', () => {
    const { dest, tex } = pointsFor({});
    expect(Array.from(dest)).toEqual(Array.from(mesh.rest));
    expect(Array.from(tex)).toEqual(Array.from(mesh.rest));
  });

  it('drops the chin by at least 3 % of the face height on an open jaw, the lower lip with it', () => {
    const open = pointsFor(VISEME_POSES.open).dest;
    const faceHeight = fixture.points[8 * 2 + 1]! - Math.min(...fixture.points.filter((_, i) => i % 2 === 1));
    expect(y(open, 8) - y(mesh.rest, 8)).toBeGreaterThan(0.03 * faceHeight);
    expect(y(open, 66) - y(mesh.rest, 66)).toBeGreaterThan(0.02 * faceHeight);
    // The jaw angles by the ears hardly move; the upper lip lifts a little.
    expect(Math.abs(y(open, 0) - y(mesh.rest, 0))).toBeLessThan(1);
    expect(y(open, 62)).toBeLessThan(y(mesh.rest, 62));
    expect(innerLipGap(open)).toBeGreaterThan(innerLipGap(mesh.rest) + 0.05 * faceHeight);
  });

  it('closes the lips to no gap on p/b/m, even with the jaw a little open', () => {
    expect(innerLipGap(pointsFor(VISEME_POSES.closed).dest)).toBeLessThan(1e-3);
    expect(innerLipGap(pointsFor({ jaw: 0.3, lipPress: 1 }).dest)).toBeLessThan(1e-3);
  });

  it('brings the lower lip up to the upper teeth on f/v', () => {
    const teeth = pointsFor(VISEME_POSES.teeth).dest;
    const open = pointsFor({ jaw: 0.1 }).dest;
    expect(y(teeth, 66)).toBeLessThan(y(open, 66));
  });

  it('moves the corners in for round and out for spread', () => {
    const width = (points: Float32Array) => points[54 * 2]! - points[48 * 2]!;
    expect(width(pointsFor(VISEME_POSES.round).dest)).toBeLessThan(width(mesh.rest) * 0.9);
    expect(width(pointsFor(VISEME_POSES.wide).dest)).toBeGreaterThan(width(mesh.rest) * 1.05);
  });

  it('closes the eyes on a blink (the eye aspect ratio falls to near zero)', () => {
    const open = eyeAspectRatio(mesh.rest);
    expect(open).toBeGreaterThan(0.15);
    expect(eyeAspectRatio(pointsFor({ blink: 1 }).dest)).toBeLessThan(0.02);
    expect(eyeAspectRatio(pointsFor({ blink: 0.5 }).dest)).toBeLessThan(open * 0.7);
  });

  it('moves the gaze by the texture of the eye centres, not their place', () => {
    const { dest, tex } = pointsFor({ gazeX: 1 });
    expect(dest[68 * 2]).toBe(mesh.rest[68 * 2]);
    expect(tex[68 * 2]!).toBeLessThan(mesh.rest[68 * 2]!);
  });

  it('turns the head on the face and keeps the ring still', () => {
    const { dest } = pointsFor({ headRoll: 0.05, headYaw: 0.04, headPitch: 0.03, breathe: 1 });
    expect(Math.hypot(dest[30 * 2]! - mesh.rest[30 * 2]!, y(dest, 30) - y(mesh.rest, 30))).toBeGreaterThan(2);
    const moved = (i: number) => Math.hypot(dest[i * 2]! - mesh.rest[i * 2]!, y(dest, i) - y(mesh.rest, i));
    const jaw = Math.max(...[0, 4, 8, 12, 16].map(moved));
    for (let i = 79; i < mesh.lipCurve; i++) {
      if (mesh.weight[i] === 0) {
        expect(dest[i * 2]).toBe(mesh.rest[i * 2]);
        expect(dest[i * 2 + 1]).toBe(mesh.rest[i * 2 + 1]);
      } else {
        // The falloff points between the face and the ring move less than the face's outline.
        expect(mesh.weight[i]).toBeLessThan(1);
        expect(moved(i)).toBeLessThan(jaw);
      }
    }
  });

  it('carries the jaw drop into the picture below the chin, fading to none at the ring', () => {
    const open = pointsFor({ jaw: 1 }).dest;
    const chinDrop = y(open, 8) - y(mesh.rest, 8);
    const below = [];
    for (let i = 79; i < mesh.lipCurve; i++) {
      const drop = y(open, i) - y(mesh.rest, i);
      if (mesh.weight[i] === 0) expect(drop).toBe(0);
      else if (y(mesh.rest, i) > y(mesh.rest, 8)) below.push(drop);
    }
    expect(below.length).toBeGreaterThan(1);
    // Each falloff point under the chin moves down, less than the chin (nothing folds), the nearest a good part of it.
    for (const drop of below) {
      expect(drop).toBeGreaterThan(0);
      expect(drop).toBeLessThan(chinDrop);
    }
    expect(Math.max(...below)).toBeGreaterThan(0.3 * chinDrop);
  });

  it('never folds a triangle over its neighbours, in any pose', () => {
    const area = (p: Float32Array, a: number, b: number, c: number) =>
      ((p[b * 2]! - p[a * 2]!) * (p[c * 2 + 1]! - p[a * 2 + 1]!) - (p[b * 2 + 1]! - p[a * 2 + 1]!) * (p[c * 2]! - p[a * 2]!)) / 2;
    const poses: Partial<FaceParams>[] = [
      ...Object.values(VISEME_POSES),
      { blink: 1 },
      { blink: 0.5, jaw: 1, smile: 1, browRaise: 1 },
      { jaw: 1, lipRound: 1, headRoll: 0.05, headYaw: 0.05, headPitch: 0.05 },
      { gazeX: 1, gazeY: -1, lipSpread: 1, lipPress: 1 },
      // The inner lips' curve between the landmarks, on every opening.
      ...[0.05, 0.15, 0.3, 0.6, 1].map((jaw) => ({ jaw })),
      { jaw: 0.3, lipSpread: 1, smile: 1 },
      { jaw: 0.2, lipRound: 1 },
      { jaw: 0.1, teethOnLip: 1, upperLift: 1 },
      { jaw: 1, lipPress: 0.5, headRoll: -0.05 },
    ];
    for (const pose of poses) {
      const { dest, tex } = pointsFor(pose);
      for (let t = 0; t < mesh.triangles.length; t += 3) {
        const [a, b, c] = [mesh.triangles[t]!, mesh.triangles[t + 1]!, mesh.triangles[t + 2]!];
        const before = area(tex, a, b, c);
        const after = area(dest, a, b, c);
        // Same orientation, or one of the two is (nearly) flat: a shut eye, a closed mouth.
        const folded = Math.sign(before) !== Math.sign(after) && Math.abs(before) > 1 && Math.abs(after) > 1;
        expect(folded, `${a},${b},${c} in ${JSON.stringify(pose)}: ${before.toFixed(1)} -> ${after.toFixed(1)}`).toBe(false);
        // A texture that is flat where the face is not would smear.
        expect(Math.abs(before) > 0.05 || Math.abs(after) < 2, `${a},${b},${c} smears in ${JSON.stringify(pose)}`).toBe(true);
      }
    }
  });

  it("slides the lids' texture off the eye in a blink (no white stretched along the shut lids)", () => {
    const { tex } = pointsFor({ blink: 1 });
    for (const lower of [40, 41, 46, 47]) expect(y(tex, lower)).toBeGreaterThan(y(mesh.rest, lower) + 1);
    for (const upper of [37, 38, 43, 44]) expect(y(tex, upper)).toBeLessThan(y(mesh.rest, upper));
    expect(Array.from(pointsFor({ blink: 0 }).tex)).toEqual(Array.from(mesh.rest));
  });

  it('raises the brows', () => {
    expect(y(pointsFor({ browRaise: 1 }).dest, 19)).toBeLessThan(y(mesh.rest, 19) - 3);
  });
});
