import { enforceEdge, triangulate } from './delaunay.js';
import { neutralParams } from './face-params.js';
import { applyFaceMotion, fillLipCurve, LIP_CURVE_COUNT, LIP_CURVE_STEPS, measureFace, type FaceFrame } from './face-motion.js';

/** Mesh point indices beyond the 68 landmarks. */
export const EYE_CENTRE_RIGHT = 68;
export const EYE_CENTRE_LEFT = 69;
export const FOREHEAD_START = 70;
export const FOREHEAD_COUNT = 5;
export const CHEEK_START = FOREHEAD_START + FOREHEAD_COUNT;
export const CHEEK_COUNT = 4;
/** Landmarks and the points made from them; the fixed ring follows. */
export const FACE_POINT_COUNT = CHEEK_START + CHEEK_COUNT;
export const INNER_LIPS = [60, 61, 62, 63, 64, 65, 66, 67] as const;
const RING_POINTS = 18;
const LID_PAIRS = [
  [37, 41],
  [38, 40],
  [43, 47],
  [44, 46],
] as const;
const EYE_OUTLINES: readonly (readonly number[])[] = [
  [36, 37, 38, 39, 40, 41],
  [42, 43, 44, 45, 46, 47],
];
/** How far the eye corners go out along the eye (in eye widths): outer corner, inner corner (the caruncle). */
const OUTER_CORNER_OUT = 0.06;
const INNER_CORNER_OUT = 0.18;
/** The ring sits this far out from the face centre, in face half-extents. */
const RING_SCALE = 1.7;
/**
 * Between the face outline and the ring, two layers of points carry the head motion down to
 * zero: at these fractions of the way out, with the weight a smoothstep of the distance, so the
 * displacement has no crease at the face outline nor at the ring (a straight fall from the face
 * points to the ring bends the background picture along both).
 */
const FALLOFF_STEPS = [0.3, 0.65] as const;
const FALLOFF_DIRECTIONS = 16;

/**
 * The triangle mesh over a face: the 68 landmarks, eye centres (gaze), forehead and cheek
 * points, and a ring of fixed anchors around the face (and the picture corners) so the warp
 * fades into the still background. The topology is made once, on a reference pose with the
 * mouth opened wide, so the inner-lip polygon is a clean hole.
 */
export interface FaceMesh {
  readonly count: number;
  /** Rest positions, source pixels, flat x/y; face points follow the source, the ring is fixed. */
  readonly rest: Float32Array;
  /** How much head motion moves each point (1 on the face, 0 on the ring). */
  readonly weight: Float32Array;
  /**
   * Per point (x, y): how far it moves per pixel of the jaw's drop, along its line out from the
   * face: the falloff points below the face, by their weight (none on the face itself and the ring).
   */
  readonly carry: Float32Array;
  /** Drawn triangles (the mouth hole left out), index triples. */
  readonly triangles: Uint16Array;
  /** Number of triangles flagged as the mouth hole (not drawn). */
  readonly holeTriangles: number;
  /** The hole's triangles (index triples), for a renderer that covers the picture with the mesh alone. */
  readonly hole: Uint16Array;
  /** The first of the inner lips' curve points (the last `LIP_CURVE_COUNT` points of the mesh). */
  readonly lipCurve: number;
  /** The inner-lip outline, landmarks and curve points in order (60, 3 curve points, 61, ...): the mouth hole. */
  readonly lipContour: Uint16Array;
  frame: FaceFrame;
}

/** Writes the face points (landmarks and the points made from them) for 68 landmarks into `out`. */
export function facePointsOf(landmarks: ArrayLike<number>, out: Float32Array): FaceFrame {
  for (let i = 0; i < 136; i++) out[i] = landmarks[i]!;
  const frame = measureFace(out);
  const mean = (from: number, to: number, axis: 0 | 1) => {
    let sum = 0;
    for (let i = from; i <= to; i++) sum += out[i * 2 + axis]!;
    return sum / (to - from + 1);
  };
  const set = (index: number, x: number, y: number) => {
    out[index * 2] = x;
    out[index * 2 + 1] = y;
  };
  set(EYE_CENTRE_RIGHT, mean(36, 41, 0), mean(36, 41, 1));
  set(EYE_CENTRE_LEFT, mean(42, 47, 0), mean(42, 47, 1));
  // Detected lids sit a little inside the eye. The lid skin around the eye is what a blink
  // stretches over it, so the lid points go out to the lid margins (the picture at rest is the
  // same wherever the points are): no strip of the eye's white is carried along.
  for (const [upper, lower] of LID_PAIRS) {
    const height = Math.hypot(out[lower * 2]! - out[upper * 2]!, out[lower * 2 + 1]! - out[upper * 2 + 1]!);
    out[upper * 2] = out[upper * 2]! - frame.vx * height * 0.12;
    out[upper * 2 + 1] = out[upper * 2 + 1]! - frame.vy * height * 0.12;
    out[lower * 2] = out[lower * 2]! + frame.vx * height * 0.45;
    out[lower * 2 + 1] = out[lower * 2 + 1]! + frame.vy * height * 0.45;
  }
  // The same at the corners: a detected corner sits at the corner of the eye's white (the pink
  // caruncle inside), so the corners go out along the eye a little; else the lid skin around a
  // corner carries a wedge of the white, a light spot in a blink.
  for (const [outer, inner] of [
    [36, 39],
    [45, 42],
  ] as const) {
    const dx = out[inner * 2]! - out[outer * 2]!;
    const dy = out[inner * 2 + 1]! - out[outer * 2 + 1]!;
    out[outer * 2] = out[outer * 2]! - dx * OUTER_CORNER_OUT;
    out[outer * 2 + 1] = out[outer * 2 + 1]! - dy * OUTER_CORNER_OUT;
    out[inner * 2] = out[inner * 2]! + dx * INNER_CORNER_OUT;
    out[inner * 2 + 1] = out[inner * 2 + 1]! + dy * INNER_CORNER_OUT;
  }
  // Forehead: above the brows by a third of the face height.
  const lift = frame.height * 0.32;
  const brows = [17, 19, -1, 24, 26];
  brows.forEach((brow, k) => {
    const x = brow < 0 ? (out[42]! + out[44]!) / 2 : out[brow * 2]!;
    const y = brow < 0 ? (out[43]! + out[45]!) / 2 : out[brow * 2 + 1]!;
    const extra = k === 0 || k === 4 ? 0.75 : 1;
    set(FOREHEAD_START + k, x - frame.vx * lift * extra, y - frame.vy * lift * extra);
  });
  const between = (a: number, b: number, t: number, index: number) =>
    set(index, out[a * 2]! + (out[b * 2]! - out[a * 2]!) * t, out[a * 2 + 1]! + (out[b * 2 + 1]! - out[a * 2 + 1]!) * t);
  between(2, 31, 0.45, CHEEK_START);
  between(14, 35, 0.45, CHEEK_START + 1);
  between(4, 48, 0.5, CHEEK_START + 2);
  between(12, 54, 0.5, CHEEK_START + 3);
  // Off the jaw-to-corner line (a point on it would make a flat triangle that smears when the jaw moves).
  for (const index of [CHEEK_START + 2, CHEEK_START + 3]) {
    out[index * 2] = out[index * 2]! - frame.vx * frame.height * 0.07;
    out[index * 2 + 1] = out[index * 2 + 1]! - frame.vy * frame.height * 0.07;
  }
  return frame;
}

/** Builds the mesh for a face in a `width` x `height` source (landmarks in its pixels). */
export function createFaceMesh(landmarks: ArrayLike<number>, width: number, height: number): FaceMesh {
  const face = new Float32Array(FACE_POINT_COUNT * 2);
  const frame = facePointsOf(landmarks, face);
  // The ring: an ellipse around the face, clamped into the picture, and the picture's corners.
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  for (let i = 0; i < FACE_POINT_COUNT; i++) {
    const dx = face[i * 2]! - frame.cx;
    const dy = face[i * 2 + 1]! - frame.cy;
    const u = dx * frame.ux + dy * frame.uy;
    const v = dx * frame.vx + dy * frame.vy;
    minU = Math.min(minU, u);
    maxU = Math.max(maxU, u);
    minV = Math.min(minV, v);
    maxV = Math.max(maxV, v);
  }
  const midU = (minU + maxU) / 2;
  const midV = (minV + maxV) / 2;
  const radiusU = ((maxU - minU) / 2) * RING_SCALE;
  const radiusV = ((maxV - minV) / 2) * RING_SCALE;
  const ring: number[] = [0, 0, width, 0, width, height, 0, height];
  const minGap = frame.height * 0.12;
  for (let k = 0; k < RING_POINTS; k++) {
    const angle = (2 * Math.PI * k) / RING_POINTS;
    const u = midU + Math.cos(angle) * radiusU;
    const v = midV + Math.sin(angle) * radiusV;
    const x = Math.min(width, Math.max(0, frame.cx + u * frame.ux + v * frame.vx));
    const y = Math.min(height, Math.max(0, frame.cy + u * frame.uy + v * frame.vy));
    let close = false;
    for (let j = 0; j < ring.length; j += 2) close ||= Math.hypot(ring[j]! - x, ring[j + 1]! - y) < minGap;
    for (let j = 0; j < FACE_POINT_COUNT && !close; j++) close = Math.hypot(face[j * 2]! - x, face[j * 2 + 1]! - y) < minGap;
    if (!close) ring.push(x, y);
  }
  // The falloff points (after the ring): along each direction from the ellipse's middle, between
  // the face's outline there (its farthest face point within the direction's sector) and the ring.
  const ringCount = ring.length / 2;
  const falloffWeights: number[] = [];
  const falloffCarry: number[] = [];
  const outline = new Float64Array(FALLOFF_DIRECTIONS);
  // The face's outline at rest alone: where the jaw's drop starts to be carried out from.
  const restOutline = new Float64Array(FALLOFF_DIRECTIONS);
  const halfU = (maxU - minU) / 2 || 1;
  const halfV = (maxV - minV) / 2 || 1;
  // The face at rest and with the mouth opened wide (the pose the mesh is made on): the falloff
  // points stay outside both.
  const opened = new Float32Array(FACE_POINT_COUNT * 2);
  const wide = neutralParams();
  wide.jaw = 1.4;
  applyFaceMotion(
    { count: FACE_POINT_COUNT, rest: face, weight: new Float32Array(FACE_POINT_COUNT).fill(1), frame },
    wide,
    opened,
    null,
  );
  const both = new Float32Array(FACE_POINT_COUNT * 4);
  both.set(face);
  both.set(opened, FACE_POINT_COUNT * 2);
  for (let i = 0; i < FACE_POINT_COUNT * 2; i++) {
    const dx = both[i * 2]! - frame.cx;
    const dy = both[i * 2 + 1]! - frame.cy;
    const u = (dx * frame.ux + dy * frame.uy - midU) / halfU;
    const v = (dx * frame.vx + dy * frame.vy - midV) / halfV;
    const s = Math.hypot(u, v);
    const angle = Math.atan2(v, u);
    for (let k = 0; k < FALLOFF_DIRECTIONS; k++) {
      const off = Math.abs(
        Math.atan2(
          Math.sin(angle - (2 * Math.PI * k) / FALLOFF_DIRECTIONS),
          Math.cos(angle - (2 * Math.PI * k) / FALLOFF_DIRECTIONS),
        ),
      );
      if (off < (1.5 * Math.PI) / FALLOFF_DIRECTIONS) {
        outline[k] = Math.max(outline[k]!, s * Math.cos(off));
        if (i < FACE_POINT_COUNT) restOutline[k] = Math.max(restOutline[k]!, s * Math.cos(off));
      }
    }
  }
  const falloffGap = frame.height * 0.06;
  for (let k = 0; k < FALLOFF_DIRECTIONS; k++) {
    const angle = (2 * Math.PI * (k + 0.5)) / FALLOFF_DIRECTIONS;
    const inner = Math.min(RING_SCALE * 0.85, Math.max(0.6, (outline[k]! + outline[(k + 1) % FALLOFF_DIRECTIONS]!) / 2));
    const restInner = Math.min(inner, (restOutline[k]! + restOutline[(k + 1) % FALLOFF_DIRECTIONS]!) / 2);
    // The direction's line: a point at s is origin + s * (dx, dy); it ends at the ring or the picture's edge.
    const dx = Math.cos(angle) * halfU * frame.ux + Math.sin(angle) * halfV * frame.vx;
    const dy = Math.cos(angle) * halfU * frame.uy + Math.sin(angle) * halfV * frame.vy;
    const ox = frame.cx + midU * frame.ux + midV * frame.vx;
    const oy = frame.cy + midU * frame.uy + midV * frame.vy;
    const exit = (o: number, d: number, size: number) => (d > 1e-9 ? (size - o) / d : d < -1e-9 ? -o / d : Infinity);
    const end = Math.min(RING_SCALE, exit(ox, dx, width), exit(oy, dy, height));
    const length = Math.hypot(dx, dy) || 1;
    const down = Math.max(0, (dx * frame.vx + dy * frame.vy) / length);
    for (const step of FALLOFF_STEPS) {
      const s = inner + (RING_SCALE - inner) * step;
      const u = midU + Math.cos(angle) * halfU * s;
      const v = midV + Math.sin(angle) * halfV * s;
      const x = frame.cx + u * frame.ux + v * frame.vx;
      const y = frame.cy + u * frame.uy + v * frame.vy;
      if (x < falloffGap || y < falloffGap || x > width - falloffGap || y > height - falloffGap) continue;
      let close = false;
      for (let j = 0; j < ring.length && !close; j += 2) close = Math.hypot(ring[j]! - x, ring[j + 1]! - y) < falloffGap;
      for (let j = 0; j < FACE_POINT_COUNT * 2 && !close; j++)
        close = Math.hypot(both[j * 2]! - x, both[j * 2 + 1]! - y) < falloffGap;
      if (close) continue;
      ring.push(x, y);
      falloffWeights.push(1 - smoothstep(step));
      // Along the direction's line, as much as it points down the face, falling linearly from
      // the face's outline at rest to the line's end: the squeeze is spread evenly (and the
      // layers never pass each other).
      const k = down * Math.min(1, Math.max(0, (end - s) / Math.max(1e-6, end - restInner)));
      falloffCarry.push((dx / length) * k, (dy / length) * k);
    }
  }
  // The inner lips' curve points come last (after the ring); they follow the lips' landmarks.
  const lipCurve = FACE_POINT_COUNT + ring.length / 2;
  const count = lipCurve + LIP_CURVE_COUNT;
  const rest = new Float32Array(count * 2);
  rest.set(face);
  rest.set(ring, FACE_POINT_COUNT * 2);
  fillLipCurve(rest, lipCurve);
  const weight = new Float32Array(count);
  weight.fill(1, 0, FACE_POINT_COUNT);
  weight.set(falloffWeights, FACE_POINT_COUNT + ringCount);
  const carry = new Float32Array(count * 2);
  carry.set(falloffCarry, (FACE_POINT_COUNT + ringCount) * 2);
  const lipContour = lipContourOf(lipCurve);
  const mesh: FaceMesh = {
    count,
    rest,
    weight,
    carry,
    triangles: new Uint16Array(0),
    holeTriangles: 0,
    hole: new Uint16Array(0),
    lipCurve,
    lipContour,
    frame,
  };

  // Reference pose: the mouth opened wide and the eyes a little, so the lip and eye outlines are edges.
  const reference = new Float32Array(count * 2);
  const pose = neutralParams();
  pose.jaw = 1.4;
  applyFaceMotion(mesh, pose, reference, null);
  // The falloff points at rest: they were placed outside the opened face, and carried down by
  // the jaw they would make triangles that fold back at rest.
  reference.set(rest.subarray(FACE_POINT_COUNT * 2, lipCurve * 2), FACE_POINT_COUNT * 2);
  openEyes(reference);
  widenLipCorners(reference);
  fillLipCurve(reference, lipCurve);
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    xs[i] = reference[i * 2]!;
    ys[i] = reference[i * 2 + 1]!;
  }
  const all = Array.from(triangulate(xs, ys));
  // The lip and eye outlines must be edges, whatever Delaunay preferred near them.
  for (const outline of [Array.from(lipContour), ...EYE_OUTLINES]) {
    for (let k = 0; k < outline.length; k++) enforceEdge(xs, ys, all, outline[k]!, outline[(k + 1) % outline.length]!);
  }
  const drawn: number[] = [];
  const hole: number[] = [];
  const lipPolygon = Array.from(lipContour, (i) => [xs[i]!, ys[i]!] as const);
  const onLips = new Set(lipContour);
  for (let t = 0; t < all.length; t += 3) {
    const a = all[t]!;
    const b = all[t + 1]!;
    const c = all[t + 2]!;
    const inLips = onLips.has(a) && onLips.has(b) && onLips.has(c);
    if (inLips && insidePolygon((xs[a]! + xs[b]! + xs[c]!) / 3, (ys[a]! + ys[b]! + ys[c]!) / 3, lipPolygon)) hole.push(a, b, c);
    else drawn.push(a, b, c);
  }
  return { ...mesh, triangles: Uint16Array.from(drawn), holeTriangles: hole.length / 3, hole: Uint16Array.from(hole) };
}

const smoothstep = (t: number) => t * t * (3 - 2 * t);

/** The inner-lip outline in order: each landmark 60..67 followed by its segment's curve points. */
function lipContourOf(lipCurve: number): Uint16Array {
  const contour: number[] = [];
  const between = LIP_CURVE_STEPS - 1;
  INNER_LIPS.forEach((landmark, k) => {
    contour.push(landmark);
    for (let s = 0; s < between; s++) contour.push(lipCurve + k * between + s);
  });
  return Uint16Array.from(contour);
}

/** Moves the lids of both eyes away from the eye centres (reference pose only). */
function openEyes(points: Float32Array): void {
  for (const [centre, from] of [
    [EYE_CENTRE_RIGHT, 36],
    [EYE_CENTRE_LEFT, 42],
  ] as const) {
    const cx = points[centre * 2]!;
    const cy = points[centre * 2 + 1]!;
    for (let i = from; i < from + 6; i++) points[i * 2 + 1] = cy + (points[i * 2 + 1]! - cy) * 2.2;
    void cx;
  }
}

/**
 * Puts the inner lip corners (60, 64) out near the outer ones (reference pose only), so the
 * inner-lip polygon is convex there and no triangle reaches across the mouth from lip to lip.
 */
function widenLipCorners(points: Float32Array): void {
  for (const [inner, outer] of [
    [60, 48],
    [64, 54],
  ] as const) {
    points[inner * 2] = points[inner * 2]! + (points[outer * 2]! - points[inner * 2]!) * 0.7;
    points[inner * 2 + 1] = points[inner * 2 + 1]! + (points[outer * 2 + 1]! - points[inner * 2 + 1]!) * 0.7;
  }
}

export function insidePolygon(x: number, y: number, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Follows a moving source (a tracked video): the face points from new landmarks, the ring stays. */
export function updateFaceMesh(mesh: FaceMesh, landmarks: ArrayLike<number>): void {
  mesh.frame = facePointsOf(landmarks, mesh.rest);
  fillLipCurve(mesh.rest, mesh.lipCurve);
}
