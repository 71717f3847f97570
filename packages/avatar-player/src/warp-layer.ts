import type { FaceDrawing } from './face-renderer.js';
import { copyRect, warpTriangle, type PixelBuffer, type PixelRect } from './software-warp.js';

const STILL = 0.01;

/**
 * A still's face warped in script (software-warp.ts) over the still fitted at the canvas's
 * size: the still's pixels read once, and each frame only the rectangle around the triangles
 * that moved is rebuilt and put on the canvas.
 */
export interface WarpLayer {
  /** The fitted still's pixels (the texture). */
  readonly still: PixelBuffer;
  /** The frame's pixels (the still, with the moved triangles warped in the moved rectangle). */
  readonly image: ImageData;
  readonly frame: PixelBuffer;
  readonly rect: PixelRect;
  readonly corners: Float64Array;
  readonly texCorners: Float64Array;
  /** The frame's moved triangles (their numbers), grown as needed. */
  moved: Uint16Array;
}

/** The layer over the fitted still on `backdrop`; null when its pixels cannot be read (a picture from another origin). */
export function createWarpLayer(backdrop: CanvasRenderingContext2D): WarpLayer | null {
  const { width, height } = backdrop.canvas;
  let pixels: ImageData;
  try {
    pixels = backdrop.getImageData(0, 0, width, height);
  } catch {
    return null;
  }
  const image = new ImageData(width, height);
  return {
    still: { data: new Int32Array(pixels.data.buffer), width, height },
    image,
    frame: { data: new Int32Array(image.data.buffer), width, height },
    rect: { x0: 0, y0: 0, x1: 0, y1: 0 },
    corners: new Float64Array(6),
    texCorners: new Float64Array(6),
    moved: new Uint16Array(0),
  };
}

/** A point that neither moved nor takes its texture from elsewhere. */
function pointStill(i: number, dest: Float32Array, tex: Float32Array, rest: Float32Array): boolean {
  const x = rest[i * 2]!;
  const y = rest[i * 2 + 1]!;
  return (
    Math.abs(dest[i * 2]! - x) < STILL &&
    Math.abs(dest[i * 2 + 1]! - y) < STILL &&
    Math.abs(tex[i * 2]! - x) < STILL &&
    Math.abs(tex[i * 2 + 1]! - y) < STILL
  );
}

/** Whether the triangle a, b, c moved (else it is the still as already drawn). */
export function triangleMoved(
  a: number,
  b: number,
  c: number,
  dest: Float32Array,
  tex: Float32Array,
  rest: Float32Array,
): boolean {
  return !(pointStill(a, dest, tex, rest) && pointStill(b, dest, tex, rest) && pointStill(c, dest, tex, rest));
}

/** Draws the frame's moved triangles onto `context` (over the still already drawn there). */
export function drawWarpLayer(layer: WarpLayer, context: CanvasRenderingContext2D, drawing: FaceDrawing): void {
  const { placement, mesh, dest, tex } = drawing;
  const { scale, x: offsetX, y: offsetY } = placement;
  const { triangles, rest } = mesh;
  const { still, frame, rect, corners, texCorners } = layer;
  // The moved triangles, and the rectangle around them (canvas pixels).
  if (layer.moved.length < triangles.length / 3) layer.moved = new Uint16Array(triangles.length / 3);
  const moved = layer.moved;
  let count = 0;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let t = 0; t < triangles.length; t += 3) {
    if (!triangleMoved(triangles[t]!, triangles[t + 1]!, triangles[t + 2]!, dest, tex, rest)) continue;
    moved[count++] = t / 3;
    for (let k = 0; k < 3; k++) {
      const i = triangles[t + k]!;
      corners[k * 2] = dest[i * 2]! * scale + offsetX;
      corners[k * 2 + 1] = dest[i * 2 + 1]! * scale + offsetY;
      x0 = Math.min(x0, corners[k * 2]!);
      x1 = Math.max(x1, corners[k * 2]!);
      y0 = Math.min(y0, corners[k * 2 + 1]!);
      y1 = Math.max(y1, corners[k * 2 + 1]!);
    }
  }
  if (!count) return;
  rect.x0 = Math.max(0, Math.floor(x0) - 1);
  rect.y0 = Math.max(0, Math.floor(y0) - 1);
  rect.x1 = Math.min(frame.width, Math.ceil(x1) + 1);
  rect.y1 = Math.min(frame.height, Math.ceil(y1) + 1);
  if (rect.x0 >= rect.x1 || rect.y0 >= rect.y1) return;
  copyRect(still, frame, rect);
  for (let m = 0; m < count; m++) {
    const t = moved[m]! * 3;
    for (let k = 0; k < 3; k++) {
      const i = triangles[t + k]!;
      corners[k * 2] = dest[i * 2]! * scale + offsetX;
      corners[k * 2 + 1] = dest[i * 2 + 1]! * scale + offsetY;
      // The texture is the still as fitted on the canvas: rig pixels placed the same way.
      texCorners[k * 2] = tex[i * 2]! * scale + offsetX;
      texCorners[k * 2 + 1] = tex[i * 2 + 1]! * scale + offsetY;
    }
    warpTriangle(frame, still, corners, texCorners, rect);
  }
  context.putImageData(layer.image, 0, 0, rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
}
