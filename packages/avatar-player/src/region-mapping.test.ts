import { describe, expect, it } from 'vitest';
import { composePlacements, fitPlacement, IDENTITY, placeBox, regionInCanvas, zoomPlacementAt } from './region-mapping.js';

const region = { x: 200, y: 400, width: 120, height: 90 };
const box = () => ({ x: 0, y: 0, width: 0, height: 0 });

describe('region mapping', () => {
  it('cover-fits a source into a target, cropping the longer side equally', () => {
    expect(fitPlacement(1000, 500, 400, 400, 'cover')).toEqual({ scale: 0.8, x: -200, y: 0 });
    expect(fitPlacement(1000, 500, 400, 400, 'contain')).toEqual({ scale: 0.4, x: 0, y: 100 });
  });

  it('maps the region from image pixels to a video of another size and on to the canvas', () => {
    // A 512x512 loop made from a 1024x1024 picture, shown on an 800x600 canvas.
    const imageInVideo = fitPlacement(1024, 1024, 512, 512, 'cover');
    const videoInCanvas = fitPlacement(512, 512, 800, 600, 'cover');
    const mapped = regionInCanvas(region, imageInVideo, videoInCanvas, null, { ...IDENTITY }, box());
    // Picture to canvas directly: scale 800/1024, the top 100 px cropped.
    const direct = placeBox(region, fitPlacement(1024, 1024, 800, 600, 'cover'), box());
    expect(mapped.x).toBeCloseTo(direct.x);
    expect(mapped.y).toBeCloseTo(direct.y);
    expect(mapped.width).toBeCloseTo(direct.width);
    expect(mapped.x).toBeCloseTo(156.25);
    expect(mapped.y).toBeCloseTo(212.5);
    expect(mapped.width).toBeCloseTo(93.75);
  });

  it('keeps the region on the same face when the video has another aspect ratio (cover)', () => {
    // A 16:9 video of a square picture: the picture's top and bottom are cropped in the video.
    const imageInVideo = fitPlacement(1000, 1000, 1280, 720, 'cover');
    const mapped = placeBox(region, imageInVideo, box());
    expect(mapped.x).toBeCloseTo(200 * 1.28);
    expect(mapped.y).toBeCloseTo(400 * 1.28 - (1280 - 720) / 2);
  });

  it('follows the idle loop zoom around its anchor', () => {
    const motion = { kind: 'zoom' as const, anchorX: 260, anchorY: 445, minZoom: 1, maxZoom: 1.06, periodSeconds: 5 };
    expect(zoomPlacementAt(motion, 0).scale).toBeCloseTo(1);
    const widest = zoomPlacementAt(motion, 2.5);
    expect(widest.scale).toBeCloseTo(1.06);
    // The anchor stays where it is; the region grows around it.
    const anchor = placeBox({ x: 260, y: 445, width: 0, height: 0 }, widest, box());
    expect(anchor.x).toBeCloseTo(260);
    expect(anchor.y).toBeCloseTo(445);
    expect(placeBox(region, widest, box()).width).toBeCloseTo(120 * 1.06);
  });

  it('composes placements in order, writing into the object given', () => {
    const out = { ...IDENTITY };
    const result = composePlacements({ scale: 2, x: 10, y: 0 }, { scale: 0.5, x: 0, y: 5 }, out);
    expect(result).toBe(out);
    expect(out).toEqual({ scale: 1, x: 5, y: 5 });
  });
});
