import { drawShutEyes, FALLBACK_SKIN, skinUnderEyes } from './drawn-eyes.js';
import { lipsInCanvas, type FaceRenderer } from './face-renderer.js';
import { drawLipRim, drawMouthInterior } from './mouth-interior.js';
import { drawPatternTriangles } from './pattern-triangles.js';
import { createWarpLayer, drawWarpLayer, type WarpLayer } from './warp-layer.js';

const LASHES = 'rgb(40,28,26)';

/**
 * The 2D fallback: the source (a still is fitted once into a cached copy of the canvas's size,
 * then only copied), the face's moved triangles warped over it (a still: in script, into the
 * rectangle around them, warp-layer.ts; a video: as pattern fills, pattern-triangles.ts), the
 * mouth interior inside the lips, the lips' rim and the lids. Triangles nothing moved are the
 * picture as already drawn, and are skipped.
 */
export function createCanvasFaceRenderer(context: CanvasRenderingContext2D): FaceRenderer {
  let lips = new Float32Array(0);
  let pattern: CanvasPattern | null = null;
  let patternSource: ImageBitmap | HTMLVideoElement | null = null;
  // The still, fitted once at the canvas's size, and its pixels for the script warp.
  const backdrop = document.createElement('canvas');
  const backdropContext = backdrop.getContext('2d', { willReadFrequently: true });
  let backdropKey = '';
  let backdropSource: ImageBitmap | null = null;
  let warp: WarpLayer | null = null;
  // A drawn portrait's skin around the eyes (its shut eyes are painted in it), read once from the still.
  let skin: string | null = null;
  return {
    kind: 'canvas',
    draw(drawing) {
      const { source, sourceWidth, sourceHeight, rigWidth, rigHeight, placement, mesh, dest } = drawing;
      const { rest } = mesh;
      const { scale, x: offsetX, y: offsetY } = placement;
      const canvas = context.canvas;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.globalAlpha = 1;
      if (drawing.clear) context.clearRect(0, 0, canvas.width, canvas.height);
      const still = source instanceof ImageBitmap ? source : null;
      if (!still || !backdropContext) {
        context.drawImage(source, 0, 0, sourceWidth, sourceHeight, offsetX, offsetY, rigWidth * scale, rigHeight * scale);
      } else {
        const key = `${canvas.width}x${canvas.height}:${scale}:${offsetX}:${offsetY}`;
        if (key !== backdropKey || backdropSource !== still) {
          backdropKey = key;
          backdropSource = still;
          backdrop.width = canvas.width;
          backdrop.height = canvas.height;
          backdropContext.drawImage(
            still,
            0,
            0,
            sourceWidth,
            sourceHeight,
            offsetX,
            offsetY,
            rigWidth * scale,
            rigHeight * scale,
          );
          warp = createWarpLayer(backdropContext);
          skin = null;
        }
        context.drawImage(backdrop, 0, 0);
      }
      if (lips.length !== mesh.lipContour.length * 2) lips = new Float32Array(mesh.lipContour.length * 2);
      lipsInCanvas(dest, mesh.lipContour, placement, lips);
      if (still && warp) {
        // The mouth hole keeps the still under the warped face; the interior goes over it, inside the lips.
        drawWarpLayer(warp, context, drawing);
        drawMouthInterior(context, lips, drawing.palette, drawing.interiorAlpha);
      } else {
        drawMouthInterior(context, lips, drawing.palette, drawing.interiorAlpha);
        if (patternSource !== source || drawing.sourceChanged || !pattern) {
          pattern = context.createPattern(source, 'no-repeat');
          patternSource = source;
        }
        if (!pattern) return;
        drawPatternTriangles(context, pattern, drawing);
      }
      // The lips' shadowed inner edge goes over the lips' own triangles.
      drawLipRim(context, lips, drawing.palette, drawing.interiorAlpha);
      if (drawing.shutEyes) {
        const { still } = warp ?? {};
        skin ??= still ? skinUnderEyes(still.data, still.width, still.height, drawing.shutEyes.points, placement) : FALLBACK_SKIN;
        drawShutEyes(context, drawing.shutEyes, placement, skin, drawing.lidInk ?? '#000000');
        return;
      }
      // A shut eye: the lid skin from above and below meets on one line, where the two
      // antialiased edges let a dotted trace of the open eye under them through; the lash line
      // covers it (the WebGL mesh has no picture under it).
      for (const first of [36, 42]) {
        const open = (k: number, l: number, points: Float32Array) =>
          Math.hypot(points[k * 2]! - points[l * 2]!, points[k * 2 + 1]! - points[l * 2 + 1]!);
        const rested = open(first + 1, first + 5, rest) + open(first + 2, first + 4, rest);
        const shut = 1 - (open(first + 1, first + 5, dest) + open(first + 2, first + 4, dest)) / (rested || 1);
        if (shut < 0.9) continue;
        context.globalAlpha = Math.min(1, (shut - 0.9) * 10) * 0.55;
        context.strokeStyle = LASHES;
        context.lineWidth = Math.max(1.5, scale * 0.9);
        context.lineCap = 'round';
        context.beginPath();
        for (let k = 0; k < 4; k++) {
          const x = dest[(first + k) * 2]! * scale + offsetX;
          // Half a pixel down: over the lower lid's light rim as well.
          const y = dest[(first + k) * 2 + 1]! * scale + offsetY + 0.5;
          if (k === 0) context.moveTo(x, y);
          else context.lineTo(x, y);
        }
        context.stroke();
        context.globalAlpha = 1;
      }
    },
    destroy() {
      pattern = null;
      patternSource = null;
      backdropSource = null;
      warp = null;
      skin = null;
      backdrop.width = 0;
      backdrop.height = 0;
    },
  };
}
