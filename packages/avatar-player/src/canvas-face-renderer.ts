import { lipsInCanvas, type FaceRenderer } from './face-renderer.js';
import { drawMouthInterior } from './mouth-interior.js';

/** Each triangle's clip is pushed out this far (canvas pixels), so neighbours overlap and no seam shows. */
const DILATE = 0.6;
const STILL = 0.01;

/**
 * The 2D fallback: the source, then the mouth interior, then every triangle that moved, each
 * clipped to its (slightly dilated) outline and drawn through the affine map from its texture
 * triangle. Triangles nothing moved are the picture as already drawn, and are skipped.
 */
export function createCanvasFaceRenderer(context: CanvasRenderingContext2D): FaceRenderer {
  const lips = new Float32Array(16);
  const corner = new Float64Array(6);
  return {
    kind: 'canvas',
    draw(drawing) {
      const { source, sourceWidth, sourceHeight, rigWidth, rigHeight, placement, mesh, dest, tex } = drawing;
      const { scale, x: offsetX, y: offsetY } = placement;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.globalAlpha = 1;
      if (drawing.clear) context.clearRect(0, 0, context.canvas.width, context.canvas.height);
      context.drawImage(source, 0, 0, sourceWidth, sourceHeight, offsetX, offsetY, rigWidth * scale, rigHeight * scale);
      drawMouthInterior(context, lipsInCanvas(dest, placement, lips), drawing.palette, drawing.interiorAlpha);

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
        const u1 = tex[b * 2]! * sx;
        const v1 = tex[b * 2 + 1]! * sy;
        const u2 = tex[c * 2]! * sx;
        const v2 = tex[c * 2 + 1]! * sy;
        const du1 = u1 - u0;
        const dv1 = v1 - v0;
        const du2 = u2 - u0;
        const dv2 = v2 - v0;
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
        const ta = (dx1 * dv2 - dx2 * dv1) / det;
        const tc = (dx2 * du1 - dx1 * du2) / det;
        const tb = (dy1 * dv2 - dy2 * dv1) / det;
        const td = (dy2 * du1 - dy1 * du2) / det;
        const te = corner[0]! - ta * u0 - tc * v0;
        const tf = corner[1]! - tb * u0 - td * v0;

        context.save();
        context.beginPath();
        const cx = (corner[0]! + corner[2]! + corner[4]!) / 3;
        const cy = (corner[1]! + corner[3]! + corner[5]!) / 3;
        for (let k = 0; k < 3; k++) {
          const px = corner[k * 2]!;
          const py = corner[k * 2 + 1]!;
          const length = Math.hypot(px - cx, py - cy) || 1;
          const qx = px + ((px - cx) / length) * DILATE;
          const qy = py + ((py - cy) / length) * DILATE;
          if (k === 0) context.moveTo(qx, qy);
          else context.lineTo(qx, qy);
        }
        context.closePath();
        context.clip();
        context.setTransform(ta, tb, tc, td, te, tf);
        // Only the texture triangle's box (plus a pixel), not the whole picture.
        const left = Math.max(0, Math.floor(Math.min(u0, u1, u2)) - 1);
        const top = Math.max(0, Math.floor(Math.min(v0, v1, v2)) - 1);
        const right = Math.min(sourceWidth, Math.ceil(Math.max(u0, u1, u2)) + 1);
        const bottom = Math.min(sourceHeight, Math.ceil(Math.max(v0, v1, v2)) + 1);
        if (right > left && bottom > top)
          context.drawImage(source, left, top, right - left, bottom - top, left, top, right - left, bottom - top);
        context.restore();
      }
    },
    destroy() {
      // Nothing of its own to release.
    },
  };
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
