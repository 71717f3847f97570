import { describe, expect, it } from 'vitest';
import { boxFromDrag } from './boxFromDrag';
import { pointerToImage } from './pointerToImage';
import { toFaceCoordinates } from './toFaceCoordinates';

const image = { width: 1000, height: 800 };

describe('boxFromDrag', () => {
  it('normalises a drag in any direction', () => {
    expect(boxFromDrag({ x: 300, y: 400 }, { x: 100, y: 200 }, image)).toEqual({ x: 100, y: 200, width: 200, height: 200 });
  });

  it('clamps within the image', () => {
    expect(boxFromDrag({ x: 900, y: 700 }, { x: 1400, y: 1200 }, image)).toEqual({ x: 900, y: 700, width: 100, height: 100 });
    expect(boxFromDrag({ x: 50, y: 50 }, { x: -80, y: -10 }, image)).toEqual({ x: 0, y: 0, width: 50, height: 50 });
  });
});

describe('pointerToImage', () => {
  it('scales from the displayed size to image pixels', () => {
    const shown = { left: 10, top: 20, width: 500, height: 400 };
    expect(pointerToImage({ x: 260, y: 220 }, shown, image)).toEqual({ x: 500, y: 400 });
    expect(pointerToImage({ x: 0, y: 0 }, { ...shown, width: 0 }, image)).toEqual({ x: 0, y: 0 });
  });
});

describe('toFaceCoordinates', () => {
  it('rounds to whole pixels and carries the image size', () => {
    expect(toFaceCoordinates({ x: 10.4, y: 20.6, width: 99.7, height: 50.2 }, image)).toEqual({
      x: 10,
      y: 21,
      width: 100,
      height: 50,
      imageWidth: 1000,
      imageHeight: 800,
    });
  });

  it('keeps the box inside the image', () => {
    const coordinates = toFaceCoordinates({ x: 999.6, y: 799.8, width: 5, height: 5 }, image);
    expect(coordinates.x + coordinates.width).toBeLessThanOrEqual(1000);
    expect(coordinates.y + coordinates.height).toBeLessThanOrEqual(800);
    expect(coordinates.width).toBeGreaterThan(0);
  });
});
