import type { FaceParams } from './face-params.js';

/**
 * The face's own axes, from its landmarks: `u` along the eye line (to the picture's right for
 * an upright face), `v` down the face; `height` brows to chin, `mouthWidth` corner to corner.
 */
export interface FaceFrame {
  cx: number;
  cy: number;
  ux: number;
  uy: number;
  vx: number;
  vy: number;
  height: number;
  mouthWidth: number;
  /** Along v from the centre: the jaw's pivot (the condyles, at ear level) and the chin. */
  pivotV: number;
  chinV: number;
}

/** How far the chin drops at jaw = 1, in face heights. */
const JAW_DROP = 0.19;
/** Steepness of the outline (|along v| over its length) from which its points slide along it, and fully from. */
const SLIDE_FROM = 0.7;
const SLIDE_FULL = 0.92;
/** The most a point slides across (u) per pixel of its drop (a shallow outline near the chin would send it far). */
const SLIDE_MAX = 0.6;
const smoothstep = (t: number) => t * t * (3 - 2 * t);

export function measureFace(points: ArrayLike<number>): FaceFrame {
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < 68; i++) {
    cx += points[i * 2]!;
    cy += points[i * 2 + 1]!;
  }
  cx /= 68;
  cy /= 68;
  const ex = points[45 * 2]! - points[36 * 2]!;
  const ey = points[45 * 2 + 1]! - points[36 * 2 + 1]!;
  const length = Math.hypot(ex, ey) || 1;
  const ux = ex / length;
  const uy = ey / length;
  const vx = -uy;
  const vy = ux;
  const along = (i: number) => (points[i * 2]! - cx) * vx + (points[i * 2 + 1]! - cy) * vy;
  const browV = (along(19) + along(24)) / 2;
  const chinV = along(8);
  const mouthWidth = Math.hypot(points[54 * 2]! - points[48 * 2]!, points[54 * 2 + 1]! - points[48 * 2 + 1]!);
  return {
    cx,
    cy,
    ux,
    uy,
    vx,
    vy,
    height: Math.max(1, chinV - browV),
    mouthWidth: Math.max(1, mouthWidth),
    pivotV: (along(0) + along(16)) / 2,
    chinV,
  };
}

/** Depth of each landmark group (nose tip forward), for the parallax of head turns. */
function depthOf(index: number): number {
  if (index >= 27 && index <= 35) return index === 30 ? 1 : index <= 29 ? 0.55 + (index - 27) * 0.15 : 0.75;
  if (index >= 48) return 0.6;
  if (index <= 16) return index >= 5 && index <= 11 ? 0.45 : 0.1;
  return 0.4;
}
const DEPTH = Float32Array.from({ length: 79 }, (_, i) => depthOf(i));

/** Eye aspect ratios (lid gap over eye width, as detected) below which a blink is shallower, and its least depth. */
const NARROW_EYE = 0.08;
const OPEN_EYE = 0.18;
const NARROW_BLINK = 0.4;

/**
 * How far a full blink shuts an eye of the rig: all the way for an open eye, less for a very
 * narrow one. The rest lids sit outside the detected ones (see `facePointsOf`: the upper lid
 * 0.12 and the lower 0.45 of the lid gap out, the corners 0.24 of the width), so that is undone.
 */
export function blinkDepth(rest: Float32Array, first: number, last: number): number {
  const distance = (a: number, b: number) => Math.hypot(rest[a * 2]! - rest[b * 2]!, rest[a * 2 + 1]! - rest[b * 2 + 1]!);
  const gap = (distance(first + 1, first + 5) + distance(first + 2, first + 4)) / 2 / 1.57;
  const width = distance(first, last) / 1.24;
  const ear = gap / Math.max(1e-6, width);
  const t = Math.min(1, Math.max(0, (ear - NARROW_EYE) / (OPEN_EYE - NARROW_EYE)));
  return NARROW_BLINK + (1 - NARROW_BLINK) * t;
}

/** How far the lids' texture slides off the eye in a full blink, in lid-to-lid distances. */
const LOWER_LID_SLIDE = 0.6;
const UPPER_LID_SLIDE = 0.2;

/** How much of the lower lip's drop each outer lower-lip point (55..59) takes. */
const LOWER_OUTER_PROFILE = [0.8, 0.95, 1, 0.95, 0.8] as const;

/** Upper/lower inner-lip pairs, and the outer-lip points that follow each. */
const LIP_PAIRS = [
  [61, 67, 50, 58],
  [62, 66, 51, 57],
  [63, 65, 52, 56],
] as const;
/** Per eye: its outer-to-inner corners in landmark order (first, first + 3) and its centre point. */
const EYES = [
  [36, 39, 68],
  [42, 45, 69],
] as const;
const UPPER_LIDS = [
  [37, 41],
  [38, 40],
  [43, 47],
  [44, 46],
] as const;

/**
 * The destination points for `params` (source pixels, flat x/y, into `dest`) and, when `tex` is
 * given, the texture points (the rest positions, with the eye centres shifted for the gaze).
 */
export function applyFaceMotion(
  mesh: {
    readonly count: number;
    readonly rest: Float32Array;
    readonly weight: Float32Array;
    frame: FaceFrame;
    /** Where the inner lips' curve points start (0: none). */
    readonly lipCurve?: number;
    /** Per point, how far (x, y) it moves per pixel of the chin's drop (the falloff points below the face). */
    readonly carry?: Float32Array;
  },
  params: FaceParams,
  dest: Float32Array,
  tex: Float32Array | null,
): void {
  const { rest, frame, count } = mesh;
  const { ux, uy, vx, vy, height: h, mouthWidth } = frame;
  dest.set(rest.subarray(0, count * 2));
  if (tex) tex.set(rest.subarray(0, count * 2));
  if (count < 79) return;
  const mw = mouthWidth / 2;
  const move = (i: number, du: number, dv: number) => {
    dest[i * 2] = dest[i * 2]! + du * ux + dv * vx;
    dest[i * 2 + 1] = dest[i * 2 + 1]! + du * uy + dv * vy;
  };
  const vOf = (i: number) => (rest[i * 2]! - frame.cx) * vx + (rest[i * 2 + 1]! - frame.cy) * vy;
  const sideOf = (i: number) => Math.sign((rest[i * 2]! - frame.cx) * ux + (rest[i * 2 + 1]! - frame.cy) * uy);

  // Jaw: a rotation about the condyles, seen from the front: a point drops in proportion to its
  // distance below the pivot (the chin most, the jaw angles by the ears hardly at all).
  const span = Math.max(1, frame.chinV - frame.pivotV);
  const drop = params.jaw * JAW_DROP * h;
  const jawWeight = (i: number) => Math.min(1, Math.max(0, (vOf(i) - frame.pivotV) / span));
  // Where the outline runs down the side of the face, its points slide along it instead: the
  // side's edge against the background stays where it is (a straight drop would push a slanted
  // edge outwards, a moving line beside the face), and only the chin's end of it grows longer.
  for (let i = 1; i <= 15; i++) {
    const dv = drop * jawWeight(i);
    const tx = rest[(i + 1) * 2]! - rest[(i - 1) * 2]!;
    const ty = rest[(i + 1) * 2 + 1]! - rest[(i - 1) * 2 + 1]!;
    const tu = tx * ux + ty * uy;
    const tv = tx * vx + ty * vy;
    const steep = Math.abs(tv) / (Math.hypot(tu, tv) || 1);
    const slide = smoothstep(Math.min(1, Math.max(0, (steep - SLIDE_FROM) / (SLIDE_FULL - SLIDE_FROM))));
    const along = Math.min(SLIDE_MAX, Math.max(-SLIDE_MAX, tv !== 0 ? tu / tv : 0));
    move(i, slide * dv * along, dv);
  }
  // The lower lip drops as one piece (a U, not a V hanging from its middle).
  const lowerLip = drop * jawWeight(66);
  for (let i = 55; i <= 59; i++) move(i, 0, lowerLip * LOWER_OUTER_PROFILE[i - 55]!);
  for (let i = 65; i <= 67; i++) move(i, 0, lowerLip * (i === 66 ? 1 : 0.96));
  for (const corner of [48, 54, 60, 64]) move(corner, -sideOf(corner) * params.jaw * 0.06 * mw, drop * jawWeight(corner) * 0.45);
  move(CHEEK_LOW, 0, drop * jawWeight(CHEEK_LOW) * 0.45);
  move(CHEEK_LOW + 1, 0, drop * jawWeight(CHEEK_LOW + 1) * 0.45);
  // The falloff points below the pivot carry the drop on by their weight, down to none at the
  // ring: the skin under the chin moves with it rather than being squeezed between the dropped
  // chin and the still picture (a band of compressed texture just outside the face, a seam).
  // Each moves along its own line out from the face (`carry`), so the points of one line stay on
  // it and no thin triangle between them flips.
  const carry = mesh.carry;
  if (drop !== 0 && carry) {
    for (let i = FACE_POINTS; i < count; i++) {
      const cx = carry[i * 2]!;
      const cy = carry[i * 2 + 1]!;
      if (cx === 0 && cy === 0) continue;
      const k = drop * jawWeight(i);
      dest[i * 2] = dest[i * 2]! + cx * k;
      dest[i * 2 + 1] = dest[i * 2 + 1]! + cy * k;
    }
  }
  // The upper lip lifts a little as the mouth opens, more for f/v and a raised upper lip.
  const lift = (params.jaw * 0.012 + params.upperLift * 0.025 + params.teethOnLip * 0.012) * h;
  for (let i = 61; i <= 63; i++) move(i, 0, -lift);
  for (let i = 49; i <= 53; i++) move(i, 0, -lift * 0.6);

  // Round (o/u/w): corners in, lips pushed out. Spread (e/i): corners out. Smile: out and up.
  const round = params.lipRound;
  const spread = params.lipSpread;
  const smile = params.smile;
  for (const [i, k] of [
    [48, 1],
    [54, 1],
    [60, 0.9],
    [64, 0.9],
    [49, 0.55],
    [53, 0.55],
    [59, 0.55],
    [55, 0.55],
    [61, 0.6],
    [63, 0.6],
    [65, 0.6],
    [67, 0.6],
  ] as const) {
    const side = sideOf(i);
    const up = i === 48 || i === 54 || i === 60 || i === 64 ? 1 : 0.45;
    move(i, side * mw * k * (-round * 0.36 + spread * 0.14 + smile * 0.12), -mw * up * (spread * 0.03 + smile * 0.16));
  }
  // Pushed-out lips look fuller, and the opening rounder.
  for (let i = 49; i <= 53; i++) move(i, 0, -round * 0.06 * mw);
  for (let i = 55; i <= 59; i++) move(i, 0, round * 0.06 * mw);
  for (let i = 61; i <= 63; i++) move(i, 0, -round * 0.07 * mw);
  for (let i = 65; i <= 67; i++) move(i, 0, round * 0.07 * mw);
  move(CHEEK_HIGH, 0, -smile * 0.025 * h);
  move(CHEEK_HIGH + 1, 0, -smile * 0.025 * h);
  for (const i of [40, 41, 46, 47]) move(i, 0, -smile * 0.008 * h);

  // f/v: the lower lip comes up to the upper teeth. p/b/m: the lips press shut.
  const teethGap = 0.03 * h;
  for (const [upper, lower, outerUpper, outerLower] of LIP_PAIRS) {
    const uy0 = (dest[upper * 2]! - frame.cx) * ux;
    void uy0;
    const gapX = dest[upper * 2]! - dest[lower * 2]!;
    const gapY = dest[upper * 2 + 1]! - dest[lower * 2 + 1]!;
    // Lower lip towards the upper, stopping teethGap short (along v).
    const t = params.teethOnLip;
    let lowerDx = (gapX + teethGap * vx) * t;
    let lowerDy = (gapY + teethGap * vy) * t;
    let upperDx = 0;
    let upperDy = 0;
    const p = params.lipPress;
    if (p > 0) {
      const gx = gapX - lowerDx;
      const gy = gapY - lowerDy;
      // Both lips meet halfway between them.
      lowerDx += gx * 0.5 * p;
      lowerDy += gy * 0.5 * p;
      upperDx -= gx * 0.5 * p;
      upperDy -= gy * 0.5 * p;
    }
    dest[lower * 2] = dest[lower * 2]! + lowerDx;
    dest[lower * 2 + 1] = dest[lower * 2 + 1]! + lowerDy;
    dest[upper * 2] = dest[upper * 2]! + upperDx;
    dest[upper * 2 + 1] = dest[upper * 2 + 1]! + upperDy;
    dest[outerLower * 2] = dest[outerLower * 2]! + lowerDx * 0.7;
    dest[outerLower * 2 + 1] = dest[outerLower * 2 + 1]! + lowerDy * 0.7;
    dest[outerUpper * 2] = dest[outerUpper * 2]! + upperDx * 0.6;
    dest[outerUpper * 2 + 1] = dest[outerUpper * 2 + 1]! + upperDy * 0.6;
  }

  // Brows (and the forehead a little, the lids a touch) rise.
  const raise = params.browRaise * 0.05 * h;
  for (let i = 17; i <= 26; i++) move(i, 0, -raise * (i === 21 || i === 22 ? 1.1 : 1));
  for (let i = FOREHEAD; i < FOREHEAD + 5; i++) move(i, 0, -raise * 0.4);
  for (const [upper] of UPPER_LIDS) move(upper, 0, -raise * 0.12);

  // Blink: every point of the eye (lids and centre) goes onto the line between its corners, so
  // the eye's own triangles flatten and the lid skin around them closes over it.
  // Shut a little before the blink's peak: an eye 5 % open is a thin strip of the whole eye
  // (white and iris), which reads as a light line along the lids.
  const fullBlink = Math.min(1, Math.max(0, params.blink * 1.2));
  if (fullBlink > 0) {
    for (const [first, last, centre] of EYES) {
      // A narrow eye (a face looking down) blinks less: shutting it all the way pulls the lid
      // skin over a strip of the eye that was hardly there, a hard-edged patch.
      const blink = fullBlink * blinkDepth(rest, first, last);
      const ax = dest[first * 2]!;
      const ay = dest[first * 2 + 1]!;
      const ex = dest[last * 2]! - ax;
      const ey = dest[last * 2 + 1]! - ay;
      const length2 = ex * ex + ey * ey || 1;
      // The corners' texture slides out along the eye (the inner one past the pink caruncle).
      if (tex) {
        const inner = first === 36 ? last : first;
        for (const corner of [first, last]) {
          const out = (corner === first ? -1 : 1) * (corner === inner ? 0.08 : 0.04) * blink;
          tex[corner * 2] = tex[corner * 2]! + ex * out;
          tex[corner * 2 + 1] = tex[corner * 2 + 1]! + ey * out;
        }
      }
      // Each upper-lid point meets the lower-lid point under it (iBUG: first+1 over first+5, first+2 over first+4).
      for (const [upper, lower] of [
        [first + 1, first + 5],
        [first + 2, first + 4],
        [centre, centre],
      ] as const) {
        const mx = (dest[upper * 2]! + dest[lower * 2]!) / 2;
        const my = (dest[upper * 2 + 1]! + dest[lower * 2 + 1]!) / 2;
        const t = ((mx - ax) * ex + (my - ay) * ey) / length2;
        for (const i of upper === lower ? [upper] : [upper, lower]) {
          dest[i * 2] = dest[i * 2]! + (ax + ex * t - dest[i * 2]!) * blink;
          dest[i * 2 + 1] = dest[i * 2 + 1]! + (ay + ey * t - dest[i * 2 + 1]!) * blink;
        }
        // The lids' skin closes over the eye: its texture slides off the eye's white (which
        // would otherwise stretch into a light line along the shut lids), the lower lid's most.
        if (tex && upper !== lower) {
          const gap = Math.hypot(rest[lower * 2]! - rest[upper * 2]!, rest[lower * 2 + 1]! - rest[upper * 2 + 1]!);
          const down = gap * LOWER_LID_SLIDE * blink;
          const up = gap * UPPER_LID_SLIDE * blink;
          tex[lower * 2] = tex[lower * 2]! + vx * down;
          tex[lower * 2 + 1] = tex[lower * 2 + 1]! + vy * down;
          tex[upper * 2] = tex[upper * 2]! - vx * up;
          tex[upper * 2 + 1] = tex[upper * 2 + 1]! - vy * up;
        }
      }
    }
  }

  // Gaze: the eye centres keep their place, their texture point moves the other way.
  if (tex) {
    for (const [centre, outer, inner] of [
      [68, 36, 39],
      [69, 45, 42],
    ] as const) {
      const eyeWidth = Math.hypot(rest[inner * 2]! - rest[outer * 2]!, rest[inner * 2 + 1]! - rest[outer * 2 + 1]!);
      const du = -params.gazeX * eyeWidth * 0.16;
      const dv = -params.gazeY * eyeWidth * 0.07;
      tex[centre * 2] = tex[centre * 2]! + du * ux + dv * vx;
      tex[centre * 2 + 1] = tex[centre * 2 + 1]! + du * uy + dv * vy;
    }
  }

  // Head: roll about the nose, yaw and pitch as parallax by depth, breathing; fading to the ring.
  const roll = params.headRoll;
  const yaw = params.headYaw;
  const pitch = params.headPitch;
  const breathe = params.breathe * 0.004 * h;
  if (roll !== 0 || yaw !== 0 || pitch !== 0 || breathe !== 0) headMotion(mesh, dest, roll, yaw, pitch, breathe);
  if (mesh.lipCurve) fillLipCurve(dest, mesh.lipCurve);
}

function headMotion(
  mesh: { readonly count: number; readonly rest: Float32Array; readonly weight: Float32Array; frame: FaceFrame },
  dest: Float32Array,
  roll: number,
  yaw: number,
  pitch: number,
  breathe: number,
): void {
  const { rest, count } = mesh;
  const { ux, uy, vx, vy, height: h } = mesh.frame;
  const px = rest[30 * 2]!;
  const py = rest[30 * 2 + 1]!;
  const { weight } = mesh;
  for (let i = 0; i < count; i++) {
    const w = weight[i]!;
    if (w === 0) continue;
    // Beyond the face (the falloff points), as deep as the face's outline.
    const depth = i < DEPTH.length ? DEPTH[i]! : 0.1;
    const x = dest[i * 2]! - px;
    const y = dest[i * 2 + 1]! - py;
    const angle = roll * w;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const du = yaw * h * (0.35 + 0.45 * depth) * w;
    const dv = (pitch * h * (0.25 + 0.4 * depth) - breathe) * w;
    dest[i * 2] = px + x * cos - y * sin + du * ux + dv * vx;
    dest[i * 2 + 1] = py + x * sin + y * cos + du * uy + dv * vy;
  }
}

/** Inner-lip curve points per inner-lip segment (the segment's end not counted). */
export const LIP_CURVE_STEPS = 4;
/** The inner lips, upper (60 to 64) then lower (64 to 60), each a chain of five landmarks. */
const LIP_CHAINS = [
  [60, 61, 62, 63, 64],
  [64, 65, 66, 67, 60],
] as const;
const OPPOSITE_LIP: Record<number, number> = { 61: 67, 67: 61, 63: 65, 65: 63 };
/** How many curve points follow the landmarks (3 per segment, 8 segments). */
export const LIP_CURVE_COUNT = 8 * (LIP_CURVE_STEPS - 1);

/**
 * Writes the inner lips' curve points (from `start`, `LIP_CURVE_COUNT` of them) into `points`: a
 * Catmull-Rom spline through each lip's five landmarks (tangents weighted by the segments'
 * lengths, so an uneven spacing does not overshoot; one-sided at the corners, so the corners
 * stay pointed, as a mouth's are; the end segments arc in as the mouth opens). Segment k (60-61, 61-62, ... 67-60) gets points
 * start + k * 3 .. + 2.
 */
export function fillLipCurve(points: Float32Array, start: number): void {
  let out = start;
  const width = Math.hypot(points[64 * 2]! - points[60 * 2]!, points[64 * 2 + 1]! - points[60 * 2 + 1]!) || 1;
  for (const chain of LIP_CHAINS) {
    for (let j = 0; j < 4; j++) {
      const a = chain[j]!;
      const b = chain[j + 1]!;
      const ax = points[a * 2]!;
      const ay = points[a * 2 + 1]!;
      const bx = points[b * 2]!;
      const by = points[b * 2 + 1]!;
      const length = Math.hypot(bx - ax, by - ay);
      // Tangents at a and b for this segment (per unit of the segment's parameter).
      let tax = bx - ax;
      let tay = by - ay;
      let tbx = bx - ax;
      let tby = by - ay;
      if (j > 0) {
        const p = chain[j - 1]!;
        const before = Math.hypot(ax - points[p * 2]!, ay - points[p * 2 + 1]!);
        const k = before + length > 1e-6 ? length / (before + length) : 0;
        tax = (bx - points[p * 2]!) * k;
        tay = (by - points[p * 2 + 1]!) * k;
      }
      if (j < 3) {
        const n = chain[j + 2]!;
        const after = Math.hypot(points[n * 2]! - bx, points[n * 2 + 1]! - by);
        const k = after + length > 1e-6 ? length / (after + length) : 0;
        tbx = (points[n * 2]! - ax) * k;
        tby = (points[n * 2 + 1]! - ay) * k;
      }
      // At a corner, towards a parabola's end (2 x chord - the other tangent) as the mouth
      // opens: the lip arcs into the corner and meets the other lip there at an angle. Closed,
      // the chord (a curve there would fold the sliver the outer lip's corner all but touches).
      if (j === 0 || j === 3) {
        const inner = chain[j === 0 ? 1 : 3]!;
        const other = OPPOSITE_LIP[inner]!;
        const gap = Math.hypot(points[other * 2]! - points[inner * 2]!, points[other * 2 + 1]! - points[inner * 2 + 1]!);
        const open = Math.min(1, gap / (0.12 * width));
        if (j === 0) {
          tax += (bx - ax - tbx) * open;
          tay += (by - ay - tby) * open;
        } else {
          tbx += (bx - ax - tax) * open;
          tby += (by - ay - tay) * open;
        }
      }
      for (let s = 1; s < LIP_CURVE_STEPS; s++) {
        const t = s / LIP_CURVE_STEPS;
        const t2 = t * t;
        const t3 = t2 * t;
        const h00 = 2 * t3 - 3 * t2 + 1;
        const h10 = t3 - 2 * t2 + t;
        const h01 = -2 * t3 + 3 * t2;
        const h11 = t3 - t2;
        points[out * 2] = h00 * ax + h10 * tax + h01 * bx + h11 * tbx;
        points[out * 2 + 1] = h00 * ay + h10 * tay + h01 * by + h11 * tby;
        out++;
      }
    }
  }
}

const FOREHEAD = 70;
/** The landmarks and the points made from them; the ring and falloff points follow. */
const FACE_POINTS = 79;
const CHEEK_HIGH = 75;
const CHEEK_LOW = 77;

/** The opening between the inner lips now: the largest upper-to-lower distance of the three pairs. */
export function innerLipGap(points: ArrayLike<number>): number {
  let gap = 0;
  for (const [upper, lower] of LIP_PAIRS) {
    gap = Math.max(gap, Math.hypot(points[lower * 2]! - points[upper * 2]!, points[lower * 2 + 1]! - points[upper * 2 + 1]!));
  }
  return gap;
}

/** Eye aspect ratio (lid distances over eye width), mean of both eyes. */
export function eyeAspectRatio(points: ArrayLike<number>): number {
  const d = (a: number, b: number) => Math.hypot(points[a * 2]! - points[b * 2]!, points[a * 2 + 1]! - points[b * 2 + 1]!);
  const right = (d(37, 41) + d(38, 40)) / (2 * d(36, 39));
  const left = (d(43, 47) + d(44, 46)) / (2 * d(42, 45));
  return (right + left) / 2;
}
