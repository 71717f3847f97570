import type { FaceDrawing } from './face-renderer.js';
import { triangleMoved } from './warp-layer.js';

/** Each triangle's clip is pushed out this far (canvas pixels), so neighbours overlap and no seam shows. */
const DILATE = 0.6;
/** The most a sharp corner is pushed out (canvas pixels). */
const MITER = 2.5;

/**
 * The canvas's own warp, for a video source (whose pixels change every frame): every triangle
 * that moved, filled (slightly dilated, so neighbours overlap and no seam shows) with the
 * source as a pattern through the affine map from its texture triangle. A pattern fill is one
 * pass per triangle; clipping and drawing the image costs about twice as much in a software
 * canvas; both cost far more than the script warp (warp-layer.ts) a still gets.
 */
export function drawPatternTriangles(context: CanvasRenderingContext2D, pattern: CanvasPattern, drawing: FaceDrawing): void {
  const { sourceWidth, sourceHeight, rigWidth, rigHeight, placement, mesh, dest, tex } = drawing;
  const { scale, x: offsetX, y: offsetY } = placement;
  const corner = new Float64Array(6);
  const matrix = new DOMMatrix();
  context.fillStyle = pattern;
  const { triangles, rest } = mesh;
  // Texture points are in rig pixels; the source may be a scaled copy.
  const sx = sourceWidth / rigWidth;
  const sy = sourceHeight / rigHeight;
  for (let t = 0; t < triangles.length; t += 3) {
    const a = triangles[t]!;
    const b = triangles[t + 1]!;
    const c = triangles[t + 2]!;
    if (!triangleMoved(a, b, c, dest, tex, rest)) continue;
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
}
