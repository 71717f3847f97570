import { lipsInCanvas, type FaceDrawing, type FaceRenderer } from './face-renderer.js';
import { drawLipRim, drawMouthInterior } from './mouth-interior.js';

/** Each triangle's clip is pushed out this far (canvas pixels), so neighbours overlap and no seam shows. */
const DILATE = 0.6;
/** The most a sharp corner is pushed out (canvas pixels). */
const MITER = 2.5;
const STILL = 0.01;
const LASHES = 'rgb(40,28,26)';

/**
 * The 2D fallback: the source (a still is fitted once into a cached copy of the canvas's size,
 * then only copied), then the mouth interior, then every triangle that moved, each filled
 * (slightly dilated, so neighbours overlap and no seam shows) with the source as a pattern
 * through the affine map from its texture triangle. Triangles nothing moved are the picture as
 * already drawn, and are skipped. A pattern fill is one pass per triangle; clipping and drawing
 * the image costs about twice as much in a software canvas.
 */
export function createCanvasFaceRenderer(context: CanvasRenderingContext2D): FaceRenderer {
  let lips = new Float32Array(0);
  const corner = new Float64Array(6);
  const matrix = new DOMMatrix();
  let pattern: CanvasPattern | null = null;
  let patternSource: ImageBitmap | HTMLVideoElement | null = null;
  // The still, fitted once at the canvas's size.
  const backdrop = document.createElement('canvas');
  const backdropContext = backdrop.getContext('2d');
  let backdropKey = '';
  return {
    kind: 'canvas',
    draw(drawing) {
      const { source, sourceWidth, sourceHeight, rigWidth, rigHeight, placement, mesh, dest, tex } = drawing;
      const { scale, x: offsetX, y: offsetY } = placement;
      const canvas = context.canvas;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.globalAlpha = 1;
      if (drawing.clear) context.clearRect(0, 0, canvas.width, canvas.height);
      const isVideo = !(source instanceof ImageBitmap);
      if (isVideo || !backdropContext) {
        context.drawImage(source, 0, 0, sourceWidth, sourceHeight, offsetX, offsetY, rigWidth * scale, rigHeight * scale);
      } else {
        const key = `${canvas.width}x${canvas.height}:${scale}:${offsetX}:${offsetY}`;
        if (key !== backdropKey || patternSource !== source) {
          backdropKey = key;
          backdrop.width = canvas.width;
          backdrop.height = canvas.height;
          backdropContext.drawImage(
            source,
            0,
            0,
            sourceWidth,
            sourceHeight,
            offsetX,
            offsetY,
            rigWidth * scale,
            rigHeight * scale,
          );
        }
        context.drawImage(backdrop, 0, 0);
      }
      if (patternSource !== source || (isVideo && drawing.sourceChanged) || !pattern) {
        pattern = context.createPattern(source, 'no-repeat');
        patternSource = source;
      }
      if (lips.length !== mesh.lipContour.length * 2) lips = new Float32Array(mesh.lipContour.length * 2);
      lipsInCanvas(dest, mesh.lipContour, placement, lips);
      drawMouthInterior(context, lips, drawing.palette, drawing.interiorAlpha);
      if (!pattern) return;
      context.fillStyle = pattern;

      const { triangles, rest } = mesh;
      // Texture points are in rig pixels; the source may be a scaled copy.
      const sx = sourceWidth / rigWidth;
      const sy = sourceHeight / rigHeight;
      for (let t = 0; t < triangles.length; t += 3) {
        const a = triangles[t]!;
        const b = triangles[t + 1]!;
        const c = triangles[t + 2]!;
        if (unmoved(a, dest, tex, rest) && unmoved(b, dest, tex, rest) && unmoved(c, dest, tex, rest)) continue;
        const u0 = tex[a * 2]! * sx;
        const v0 = tex[a * 2 + 1]! * sy;
        const du1 = tex[b * 2]! * sx - u0;
        const dv1 = tex[b * 2 + 1]! * sy - v0;
        const du2 = tex[c * 2]! * sx - u0;
        const dv2 = tex[c * 2 + 1]! * sy - v0;
        const det = du1 * dv2 - du2 * dv1;
        if (Math.abs(det) < 1e-6) continue;
        corner[0] = dest[a * 2]! * scale + offsetX;
        corner[1] = dest[a * 2 + 1]! * scale + offsetY;
        corner[2] = dest[b * 2]! * scale + offsetX;
        corner[3] = dest[b * 2 + 1]! * scale + offsetY;
        corner[4] = dest[c * 2]! * scale + offsetX;
        corner[5] = dest[c * 2 + 1]! * scale + offsetY;
        const dx1 = corner[2]! - corner[0]!;
        const dy1 = corner[3]! - corner[1]!;
        const dx2 = corner[4]! - corner[0]!;
        const dy2 = corner[5]! - corner[1]!;
        // A flat triangle (a shut eye) covers nothing; dilated, it would show a line of its texture.
        if (Math.abs(dx1 * dy2 - dx2 * dy1) < 1) continue;
        // The affine map from source pixels to canvas pixels, as the pattern's transform.
        matrix.a = (dx1 * dv2 - dx2 * dv1) / det;
        matrix.c = (dx2 * du1 - dx1 * du2) / det;
        matrix.b = (dy1 * dv2 - dy2 * dv1) / det;
        matrix.d = (dy2 * du1 - dy1 * du2) / det;
        matrix.e = corner[0]! - matrix.a * u0 - matrix.c * v0;
        matrix.f = corner[1]! - matrix.b * u0 - matrix.d * v0;
        pattern.setTransform(matrix);
        // Each edge pushed out by DILATE (the corner along its bisector, at most MITER px): a long
        // thin triangle (a lid over a shut eye) overlaps its neighbours too, so no seam of the
        // picture under it shows.
        context.beginPath();
        for (let k = 0; k < 3; k++) {
          const px = corner[k * 2]!;
          const py = corner[k * 2 + 1]!;
          const ax = corner[((k + 1) % 3) * 2]! - px;
          const ay = corner[((k + 1) % 3) * 2 + 1]! - py;
          const bx = corner[((k + 2) % 3) * 2]! - px;
          const by = corner[((k + 2) % 3) * 2 + 1]! - py;
          const la = Math.hypot(ax, ay) || 1;
          const lb = Math.hypot(bx, by) || 1;
          const ix = ax / la + bx / lb;
          const iy = ay / la + by / lb;
          const li = Math.hypot(ix, iy) || 1;
          const sinHalf = Math.hypot(ax / la - bx / lb, ay / la - by / lb) / 2;
          const push = Math.min(MITER, DILATE / Math.max(sinHalf, 1e-3));
          const qx = px - (ix / li) * push;
          const qy = py - (iy / li) * push;
          if (k === 0) context.moveTo(qx, qy);
          else context.lineTo(qx, qy);
        }
        context.fill();
      }
      // The lips' shadowed inner edge goes over the lips' own triangles.
      drawLipRim(context, lips, drawing.palette, drawing.interiorAlpha);
      // A shut eye: the lid skin from above and below meets on one line, where the two
      // antialiased edges let a dotted trace of the open eye under them through; the lash line
      // covers it (the WebGL mesh has no picture under it).
      for (const first of [36, 42]) {
        const open = (k: number, l: number, points: Float32Array) =>
          Math.hypot(points[k * 2]! - points[l * 2]!, points[k * 2 + 1]! - points[l * 2 + 1]!);
        const rested = open(first + 1, first + 5, rest) + open(first + 2, first + 4, rest);
        const shut = 1 - (open(first + 1, first + 5, dest) + open(first + 2, first + 4, dest)) / (rested || 1);
        if (drawing.lidInk) {
          drawInkedLid(context, dest, first, shut, rested / 2, drawing.lidInk, placement);
          continue;
        }
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
      backdrop.width = 0;
      backdrop.height = 0;
    },
  };
}

/**
 * A drawn portrait's shut eye: its lids close over the eye as on a photo, and the drawing's own
 * closed eye is drawn where they meet, an ink line sagging a little between the corners (as
 * the illustration draws one), fading in over the second half of the closing.
 */
function drawInkedLid(
  context: CanvasRenderingContext2D,
  dest: Float32Array,
  first: number,
  shut: number,
  eyeHeight: number,
  ink: string,
  placement: FaceDrawing['placement'],
): void {
  // Only once the eye is nearly shut (a half-transparent line over a half-open eye reads as a smear).
  if (shut < 0.8) return;
  const { scale, x: offsetX, y: offsetY } = placement;
  const at = (k: number) => [dest[(first + k) * 2]! * scale + offsetX, dest[(first + k) * 2 + 1]! * scale + offsetY] as const;
  const [x0, y0] = at(0);
  const [x3, y3] = at(3);
  const sag = eyeHeight * 0.35 * scale;
  context.globalAlpha = Math.min(1, (shut - 0.8) * 8);
  context.strokeStyle = ink;
  context.lineWidth = Math.max(2, eyeHeight * 0.2 * scale);
  context.lineCap = 'round';
  context.beginPath();
  context.moveTo(x0, y0);
  context.quadraticCurveTo((x0 + x3) / 2, (y0 + y3) / 2 + sag, x3, y3);
  context.stroke();
  context.globalAlpha = 1;
}

function unmoved(i: number, dest: Float32Array, tex: Float32Array, rest: Float32Array): boolean {
  const x = rest[i * 2]!;
  const y = rest[i * 2 + 1]!;
  return (
    Math.abs(dest[i * 2]! - x) < STILL &&
    Math.abs(dest[i * 2 + 1]! - y) < STILL &&
    Math.abs(tex[i * 2]! - x) < STILL &&
    Math.abs(tex[i * 2 + 1]! - y) < STILL
  );
}
