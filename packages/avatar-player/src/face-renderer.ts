import type { ShutEyes } from './drawn-eyes.js';
import type { FaceMesh } from './face-mesh.js';
import type { InteriorPalette } from './mouth-interior.js';
import type { Placement } from './region-mapping.js';

/** One frame of a deformed face, as both renderers take it. */
export interface FaceDrawing {
  /** The still picture or the video (its current frame). */
  source: ImageBitmap | HTMLVideoElement;
  sourceWidth: number;
  sourceHeight: number;
  /** The pixel space of the mesh points (the rig's picture or video), a scaled copy of the source. */
  rigWidth: number;
  rigHeight: number;
  /** Rig pixels to canvas pixels. */
  placement: Placement;
  mesh: FaceMesh;
  /** Where each mesh point goes, and where its texture comes from (rig pixels). */
  dest: Float32Array;
  tex: Float32Array;
  palette: InteriorPalette;
  /** 0..1: how much of the drawn mouth interior shows (0 at rest: the picture's own mouth). */
  interiorAlpha: number;
  /** The source shows a new picture (a new video frame) since the last draw. */
  sourceChanged: boolean;
  /** Letterboxed: clear the canvas first. */
  clear: boolean;
  /** A drawn portrait: the ink its shut eyes are drawn with (null: a photo's soft lash line). */
  lidInk: string | null;
  /** A drawn portrait's eyes, painted shut as the drawing draws them (null: a photo's lids close over its eyes). */
  shutEyes: ShutEyes | null;
}

export interface FaceRenderer {
  readonly kind: 'webgl' | 'canvas';
  draw(drawing: FaceDrawing): void;
  destroy(): void;
}

/** The deformed inner-lip outline (`mesh.lipContour`) in canvas pixels, into `out` (2 numbers a point). */
export function lipsInCanvas(dest: Float32Array, contour: Uint16Array, placement: Placement, out: Float32Array): Float32Array {
  for (let k = 0; k < contour.length; k++) {
    const i = contour[k]!;
    out[k * 2] = dest[i * 2]! * placement.scale + placement.x;
    out[k * 2 + 1] = dest[i * 2 + 1]! * placement.scale + placement.y;
  }
  return out;
}
