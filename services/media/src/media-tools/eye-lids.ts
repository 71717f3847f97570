import type { RawImage } from '../providers/face/face-detector.js';

// The face net puts a downcast eye's lids out on the eyeshadow (sample2: a lid gap of 0.3 of
// the eye's width where the picture shows only the lash line), so the player takes the eye as
// open and its full blink wipes the lash line. The picture's own lid margin says otherwise: an
// open eye's strongest light-to-dark step going down lies at or above the net's upper lid (the
// lashes over the eye's white), a downcast eye's lies below it, sharp (the lash line under the
// lid's skin), within the net's lid gap. Such an eye gets its lids on that line, a slit apart, so the player blinks it
// shallowly (face-motion.ts blinkDepth) and the lash line stays.

/** The eyes' first outline points in iBUG 68 order: corner, two upper-lid points, corner, two lower-lid points. */
const EYES = [36, 42] as const;
/** The lid margin lies this far below the net's upper lid (in eye widths) on a downcast eye... */
const BELOW_LID = 0.05;
/** ...and its step is this sharp (the grey drop over two rows, as a share of the skin's grey around the eye). */
const SHARP_STEP = 0.4;
/** The lids of a downcast eye: this far apart (eye widths), under the player's narrow-eye level. */
const SLIT = 0.06;

const at = (points: readonly number[], index: number): [number, number] => [points[index * 2]!, points[index * 2 + 1]!];

function greyAt(image: RawImage, x: number, y: number): number {
  const px = Math.min(image.width - 1, Math.max(0, Math.round(x)));
  const py = Math.min(image.height - 1, Math.max(0, Math.round(y)));
  const i = (py * image.width + px) * 3;
  return 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
}

/** One eye's frame: from its outer-to-inner corners' line, `along` the eye and `across` it (down positive). */
function eyeFrame(points: readonly number[], first: number) {
  const [ax, ay] = at(points, first);
  const [bx, by] = at(points, first + 3);
  const width = Math.hypot(bx - ax, by - ay);
  const ux = (bx - ax) / width;
  const uy = (by - ay) / width;
  return {
    width,
    point: (along: number, across: number): [number, number] => [ax + ux * along - uy * across, ay + uy * along + ux * across],
    along: (index: number) => {
      const [x, y] = at(points, index);
      return (x - ax) * ux + (y - ay) * uy;
    },
    across: (index: number) => {
      const [x, y] = at(points, index);
      return -(x - ax) * uy + (y - ay) * ux;
    },
  };
}

/**
 * Where the picture's lid margin is on one eye: the row (px across the eye from its corners'
 * line) of the strongest light-to-dark step going down over the eye's middle half, and how
 * sharp it is (share of the skin's grey); null for an eye too small to read.
 */
export function lidMarginOf(image: RawImage, points: readonly number[], first: number): { row: number; step: number } | null {
  const eye = eyeFrame(points, first);
  if (eye.width < 8) return null;
  const reach = Math.round(eye.width * 0.6);
  const rows: number[] = [];
  for (let r = -reach; r <= reach; r++) {
    let sum = 0;
    let count = 0;
    for (let s = 0.25; s <= 0.75; s += 1 / eye.width) {
      const [x, y] = eye.point(eye.width * s, r);
      sum += greyAt(image, x, y);
      count++;
    }
    rows.push(sum / count);
  }
  const skin = [...rows].sort((a, b) => a - b)[Math.floor(rows.length * 0.75)]!;
  let best = 0;
  let row = 0;
  for (let k = 1; k < rows.length - 1; k++) {
    const step = rows[k - 1]! - rows[k + 1]!;
    if (step > best) {
      best = step;
      row = k - reach;
    }
  }
  return { row, step: best / Math.max(1, skin) };
}

/** The landmarks with a downcast eye's lids on the picture's lid margin, a slit apart (a copy; open eyes as they were). */
export function lidsOnLashLine(image: RawImage, points: readonly number[]): number[] {
  const out = [...points];
  for (const first of EYES) {
    const margin = lidMarginOf(image, points, first);
    if (!margin) continue;
    const eye = eyeFrame(points, first);
    const upperLid = (eye.across(first + 1) + eye.across(first + 2)) / 2;
    const lowerLid = (eye.across(first + 4) + eye.across(first + 5)) / 2;
    // Within the net's lid gap: a step under the lower lid is no lid margin (make-up or a shadow under the eye).
    const downcast = margin.row - upperLid >= BELOW_LID * eye.width && margin.row < lowerLid && margin.step >= SHARP_STEP;
    if (!downcast) continue;
    for (const [index, to] of [
      [first + 1, margin.row],
      [first + 2, margin.row],
      [first + 4, margin.row + SLIT * eye.width],
      [first + 5, margin.row + SLIT * eye.width],
    ] as const) {
      [out[index * 2], out[index * 2 + 1]] = eye.point(eye.along(index), to);
    }
  }
  return out;
}
