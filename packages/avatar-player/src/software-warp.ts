/**
 * The face's triangle warp done in script, into a pixel buffer: for each triangle, the pixels
 * whose centres it covers, each sampled (bilinear) from the source through the affine map from
 * the triangle to its texture triangle. Neighbouring triangles share their edges exactly (the
 * same edge is crossed with the same arithmetic in both, and a pixel centre on it belongs to one
 * side), so there is no seam to hide and no overlap to dilate.
 *
 * Why not the canvas: a 2D canvas without a GPU fills each triangle with a transformed image
 * pattern through its general, antialiased path, about 30 ms a frame for a drawn portrait's face
 * at 1280x720 (measured with Chromium's trace: docs/avatar-player.md, "Frame rate"); this loop
 * does the same pixels in a few milliseconds.
 */

/** Pixels as 32-bit words (RGBA bytes, any order: the channels are never told apart), signed so a read stays a small integer. */
export interface PixelBuffer {
  readonly data: Int32Array;
  readonly width: number;
  readonly height: number;
}

/** A rectangle of whole pixels: [x0, x1) x [y0, y1). */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const RB = 0x00ff00ff;
/** Texture coordinates in 16.16 fixed point; blend weights of 7 bits, so every product stays a 32-bit integer. */
const ONE = 65536;

/** The source at (u, v) (16.16 fixed point, inside the source), bilinear, both channel pairs at once. */
function sample(texels: Int32Array, sw: number, u: number, v: number): number {
  const i = (v >> 16) * sw + (u >> 16);
  const fu = (u >> 9) & 127;
  const gu = 128 - fu;
  const fv = (v >> 9) & 127;
  const gv = 128 - fv;
  const p = texels[i]!;
  const q = texels[i + 1]!;
  const r = texels[i + sw]!;
  const s = texels[i + sw + 1]!;
  const rbTop = ((Math.imul(p & RB, gu) + Math.imul(q & RB, fu)) >>> 7) & RB;
  const rbBottom = ((Math.imul(r & RB, gu) + Math.imul(s & RB, fu)) >>> 7) & RB;
  const agTop = ((Math.imul((p >>> 8) & RB, gu) + Math.imul((q >>> 8) & RB, fu)) >>> 7) & RB;
  const agBottom = ((Math.imul((r >>> 8) & RB, gu) + Math.imul((s >>> 8) & RB, fu)) >>> 7) & RB;
  const rb = ((Math.imul(rbTop, gv) + Math.imul(rbBottom, fv)) >>> 7) & RB;
  const ag = ((Math.imul(agTop, gv) + Math.imul(agBottom, fv)) >>> 7) & RB;
  return rb | (ag << 8);
}

/** Where the edge from (ax, ay) to (bx, by) crosses the row at y; the ends in a fixed order, so both triangles of an edge agree. */
function edgeX(ax: number, ay: number, bx: number, by: number, y: number): number {
  if (ay > by || (ay === by && ax > bx)) return bx + ((y - by) * (ax - bx)) / (ay - by);
  return ax + ((y - ay) * (bx - ax)) / (by - ay);
}

/**
 * Draws the triangle with corners `dest` (x, y three times, pixels of `out`) from the triangle
 * `tex` (pixels of `source`) into `out`, inside `clip`. Returns false when the texture triangle
 * is degenerate (nothing drawn).
 */
export function warpTriangle(
  out: PixelBuffer,
  source: PixelBuffer,
  dest: ArrayLike<number>,
  tex: ArrayLike<number>,
  clip: PixelRect,
): boolean {
  const x0 = dest[0]!;
  const y0 = dest[1]!;
  const x1 = dest[2]!;
  const y1 = dest[3]!;
  const x2 = dest[4]!;
  const y2 = dest[5]!;
  const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (area === 0) return true;
  const u0 = tex[0]!;
  const v0 = tex[1]!;
  const texArea = (tex[2]! - u0) * (tex[5]! - v0) - (tex[4]! - u0) * (tex[3]! - v0);
  if (Math.abs(texArea) < 1e-9) return false;
  // The affine map from destination pixels to texture pixels: u = ux * x + uy * y + uc.
  const du1 = tex[2]! - u0;
  const dv1 = tex[3]! - v0;
  const du2 = tex[4]! - u0;
  const dv2 = tex[5]! - v0;
  const ux = (du1 * (y2 - y0) - du2 * (y1 - y0)) / area;
  const uy = (du2 * (x1 - x0) - du1 * (x2 - x0)) / area;
  const vx = (dv1 * (y2 - y0) - dv2 * (y1 - y0)) / area;
  const vy = (dv2 * (x1 - x0) - dv1 * (x2 - x0)) / area;
  // Sample at pixel centres, from the source's pixel centres (hence the half pixels).
  const uc = u0 - ux * x0 - uy * y0 + (ux + uy) * 0.5 - 0.5;
  const vc = v0 - vx * x0 - vy * y0 + (vx + vy) * 0.5 - 0.5;

  const top = Math.max(clip.y0, Math.ceil(Math.min(y0, y1, y2) - 0.5));
  const bottom = Math.min(clip.y1, Math.ceil(Math.max(y0, y1, y2) - 0.5));
  const { data: pixels, width } = out;
  const { data: texels, width: sw, height: sh } = source;
  const maxU = sw - 1.001;
  const maxV = sh - 1.001;
  for (let y = top; y < bottom; y++) {
    const cy = y + 0.5;
    // The row's span between the edges it crosses (a corner exactly on the row crosses two).
    let left = Infinity;
    let right = -Infinity;
    if (y0 <= cy !== y1 <= cy) {
      const x = edgeX(x0, y0, x1, y1, cy);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
    if (y1 <= cy !== y2 <= cy) {
      const x = edgeX(x1, y1, x2, y2, cy);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
    if (y2 <= cy !== y0 <= cy) {
      const x = edgeX(x2, y2, x0, y0, cy);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
    const from = Math.max(clip.x0, Math.ceil(left - 0.5));
    const to = Math.min(clip.x1, Math.ceil(right - 0.5));
    if (from >= to) continue;
    const u = ux * from + uy * y + uc;
    const v = vx * from + vy * y + vc;
    const uEnd = u + ux * (to - 1 - from);
    const vEnd = v + vx * (to - 1 - from);
    let at = y * width + from;
    const end = y * width + to;
    if (Math.min(u, uEnd) >= 0 && Math.max(u, uEnd) <= maxU && Math.min(v, vEnd) >= 0 && Math.max(v, vEnd) <= maxV) {
      // The whole row samples inside the source (the map is affine: its ends bound it).
      let fu = Math.round(u * ONE);
      let fv = Math.round(v * ONE);
      const su = Math.round(ux * ONE);
      const sv = Math.round(vx * ONE);
      for (; at < end; at++, fu += su, fv += sv) pixels[at] = sample(texels, sw, fu, fv);
      continue;
    }
    for (let k = 0; at < end; at++, k++) {
      const cu = Math.min(maxU, Math.max(0, u + ux * k));
      const cv = Math.min(maxV, Math.max(0, v + vx * k));
      pixels[at] = sample(texels, sw, Math.round(cu * ONE), Math.round(cv * ONE));
    }
  }
  return true;
}

/** Copies the rectangle `rect` of `from` into `to` (the same size). */
export function copyRect(from: PixelBuffer, to: PixelBuffer, rect: PixelRect): void {
  for (let y = rect.y0; y < rect.y1; y++) {
    const start = y * from.width + rect.x0;
    to.data.set(from.data.subarray(start, start + rect.x1 - rect.x0), start);
  }
}
