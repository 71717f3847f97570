import { describe, expect, it } from 'vitest';
import { faceRigProblem, isAnimatableRig, trackPointsAt, type FaceRig } from './face-rig.js';
import fixture from './test-face.fixture.json' with { type: 'json' };

const rig: FaceRig = {
  version: 1,
  kind: 'photo',
  imageWidth: 512,
  imageHeight: 512,
  points: fixture.points,
  interior: { cavity: '#4a2326', teeth: '#e6e0d4', tongue: '#b25e63', lip: '#c07a78' },
  track: null,
  detector: 'face-api',
};

describe('face rig', () => {
  it('accepts a photo rig and says why others cannot be used', () => {
    expect(faceRigProblem(rig)).toBeNull();
    expect(isAnimatableRig(rig)).toBe(true);
    // An older drawn portrait's rig (no points) keeps the sprite; one the generator wrote from its drawing is warped.
    expect(isAnimatableRig({ ...rig, kind: 'drawn', points: null, interior: null })).toBe(false);
    expect(isAnimatableRig({ ...rig, kind: 'drawn', detector: 'drawn (lorelei geometry)' })).toBe(true);
    expect(faceRigProblem({ ...rig, version: 2 })).toMatch(/version/);
    expect(faceRigProblem({ ...rig, points: [1, 2, 3] })).toMatch(/68 points/);
    expect(faceRigProblem({ ...rig, interior: { ...rig.interior, teeth: 'white' } })).toMatch(/colours/);
    expect(faceRigProblem({ ...rig, track: { videoWidth: 10, videoHeight: 10, fps: 25, frames: [] } })).toMatch(/track/);
    expect(faceRigProblem(null)).toMatch(/object/);
  });

  it('interpolates a track between its samples', () => {
    const a = Array.from({ length: 136 }, () => 0);
    const b = Array.from({ length: 136 }, () => 10);
    const track = { videoWidth: 100, videoHeight: 100, fps: 10, frames: [a, b] };
    const out = new Float32Array(136);
    expect(trackPointsAt(track, 0.05, out)[0]).toBeCloseTo(5);
    expect(trackPointsAt(track, 5, out)[0]).toBe(10);
  });
});
