import { describe, expect, it } from 'vitest';
import { FACE_BOX_OUTSIDE, FACE_BOX_TOO_SMALL, faceBoxProblems, isFaceBoxLargeEnough } from './face-box.js';

const image = { width: 1000, height: 500 };

describe('isFaceBoxLargeEnough', () => {
  it('accepts a box only when both sides exceed 2% of the image', () => {
    expect(isFaceBoxLargeEnough({ width: 21, height: 11 }, image)).toBe(true);
    // Exactly 2% is not more than 2%.
    expect(isFaceBoxLargeEnough({ width: 20, height: 11 }, image)).toBe(false);
    expect(isFaceBoxLargeEnough({ width: 21, height: 10 }, image)).toBe(false);
  });
});

describe('faceBoxProblems', () => {
  const box = { x: 100, y: 100, width: 200, height: 200, imageWidth: 1000, imageHeight: 500 };

  it('finds nothing wrong with a large box inside the image', () => {
    expect(faceBoxProblems(box)).toEqual([]);
  });

  it('names a box that reaches past the right or bottom edge', () => {
    expect(faceBoxProblems({ ...box, x: 900 })).toEqual([FACE_BOX_OUTSIDE]);
    expect(faceBoxProblems({ ...box, y: 301 })).toEqual([FACE_BOX_OUTSIDE]);
  });

  it('names a box that is too small, in the spec words', () => {
    expect(faceBoxProblems({ ...box, width: 5 })).toEqual([FACE_BOX_TOO_SMALL]);
    expect(FACE_BOX_TOO_SMALL).toBe('The face box must be larger than 2% of the image.');
  });

  it('lists both problems when both apply', () => {
    expect(faceBoxProblems({ ...box, x: 999, width: 5 })).toEqual([FACE_BOX_OUTSIDE, FACE_BOX_TOO_SMALL]);
  });
});
