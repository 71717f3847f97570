import type { Placement } from './region-mapping.js';

/**
 * A drawn portrait's blink, as the drawing itself draws a shut eye: the eye painted over in the
 * skin's colour and an ink line sagging a little between its corners. Its lids are not pulled
 * over the eye as on a photo: in a drawing the lid's neighbourhood holds the hair's fringe and
 * the nose's line, which a stretched lid would smear across the face (the rig's triangles
 * around an eye reach to the brows and the nose).
 */
export interface ShutEyes {
  /** The rig's own eye points (landmarks 36..47: the outline as drawn), moved as the mesh moved the face (rig pixels). */
  readonly points: Float32Array;
  /** 0..1; the eyes are drawn shut from half way (a drawing switches, as its blink frames do). */
  shut: number;
}

const SHUT_FROM = 0.5;
/** The painted-over eye, grown about its middle. */
const GROW = 1.2;
/** A drawn portrait's skin when its still's pixels cannot be read. */
export const FALLBACK_SKIN = 'rgb(200,150,120)';

/** Whether this frame paints the eyes shut (a drawing switches at half way, as its blink frames do). */
export function eyesShut(eyes: ShutEyes): boolean {
  return eyes.shut >= SHUT_FROM;
}

/**
 * The canvas pixels `drawShutEyes` paints in, whole pixels (for a renderer that paints them into
 * a small picture of their own: the WebGL one).
 */
export function shutEyesBox(eyes: ShutEyes, placement: Placement): { x: number; y: number; width: number; height: number } {
  const { points } = eyes;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let widest = 0;
  for (const first of [0, 6]) {
    widest = Math.max(widest, Math.abs(points[(first + 3) * 2]! - points[first * 2]!) * placement.scale);
    for (let k = first; k < first + 6; k++) {
      minX = Math.min(minX, points[k * 2]!);
      maxX = Math.max(maxX, points[k * 2]!);
      minY = Math.min(minY, points[k * 2 + 1]!);
      maxY = Math.max(maxY, points[k * 2 + 1]!);
    }
  }
  // Room for the outline grown by GROW, the skin's stroke and the ink line's sag.
  const margin = Math.ceil(widest * 0.4) + 4;
  const x = Math.floor(minX * placement.scale + placement.x) - margin;
  const y = Math.floor(minY * placement.scale + placement.y) - margin;
  return {
    x,
    y,
    width: Math.ceil(maxX * placement.scale + placement.x) + margin - x,
    height: Math.ceil(maxY * placement.scale + placement.y) + margin - y,
  };
}

/** The drawn eyes' points for this frame: each landmark moved by what the motion did to its mesh point, without the blink. */
export function moveDrawnEyes(rigPoints: ArrayLike<number>, rest: Float32Array, dest: Float32Array, out: Float32Array): void {
  for (let k = 0; k < 12; k++) {
    const i = 36 + k;
    out[k * 2] = rigPoints[i * 2]! + dest[i * 2]! - rest[i * 2]!;
    out[k * 2 + 1] = rigPoints[i * 2 + 1]! + dest[i * 2 + 1]! - rest[i * 2 + 1]!;
  }
}

/** Paints the shut eyes (nothing while they are open): skin over each eye, then its ink line. */
export function drawShutEyes(
  context: CanvasRenderingContext2D,
  eyes: ShutEyes,
  placement: Placement,
  skin: string,
  ink: string,
): void {
  if (eyes.shut < SHUT_FROM) return;
  const { scale, x: offsetX, y: offsetY } = placement;
  const { points } = eyes;
  const at = (k: number) => [points[k * 2]! * scale + offsetX, points[k * 2 + 1]! * scale + offsetY] as const;
  context.save();
  context.globalAlpha = 1;
  context.lineJoin = 'round';
  context.lineCap = 'round';
  for (const first of [0, 6]) {
    const [x0, y0] = at(first);
    const [x3, y3] = at(first + 3);
    const width = Math.hypot(x3 - x0, y3 - y0);
    const height = (Math.hypot(...sub(at(first + 1), at(first + 5))) + Math.hypot(...sub(at(first + 2), at(first + 4)))) / 2;
    // The eye's outline grown about its middle (the drawn ink bulges past the straight lines
    // between its six points), and a stroke in the skin's colour over the ink's antialiased edge.
    let cx = 0;
    let cy = 0;
    for (let k = 0; k < 6; k++) {
      cx += at(first + k)[0] / 6;
      cy += at(first + k)[1] / 6;
    }
    // The lids at their farthest (a drawn pupil can reach below the line between the two lower points).
    const upper = Math.min(at(first + 1)[1], at(first + 2)[1]);
    const lower = Math.max(at(first + 4)[1], at(first + 5)[1]);
    context.beginPath();
    for (let k = 0; k < 6; k++) {
      const [x, drawnY] = at(first + k);
      const y = k === 1 || k === 2 ? upper : k === 4 || k === 5 ? lower : drawnY;
      const gx = cx + (x - cx) * GROW;
      const gy = cy + (y - cy) * GROW;
      if (k === 0) context.moveTo(gx, gy);
      else context.lineTo(gx, gy);
    }
    context.closePath();
    context.fillStyle = skin;
    context.strokeStyle = skin;
    context.lineWidth = Math.max(3, width * 0.12);
    context.fill();
    context.stroke();
    // The shut eye's ink line, a little below the eye's middle.
    const sag = Math.max(height * 0.25, width * 0.06);
    context.strokeStyle = ink;
    context.lineWidth = Math.max(2, width * 0.09);
    context.beginPath();
    context.moveTo(x0, y0);
    context.quadraticCurveTo((x0 + x3) / 2, (y0 + y3) / 2 + sag, x3, y3);
    context.stroke();
  }
  context.restore();
}

function sub(a: readonly [number, number], b: readonly [number, number]): [number, number] {
  return [a[0] - b[0], a[1] - b[1]];
}

/**
 * The skin's colour around the eyes, from the fitted still's pixels (RGBA bytes as 32-bit
 * words): the median by brightness of points under each eye, where a drawing is plain skin.
 */
export function skinUnderEyes(
  pixels: Int32Array,
  width: number,
  height: number,
  eyes: Float32Array,
  placement: Placement,
): string {
  const samples: Array<[number, number, number]> = [];
  for (const first of [0, 6]) {
    const eyeHeight = Math.abs(eyes[(first + 5) * 2 + 1]! - eyes[(first + 1) * 2 + 1]!);
    for (const k of [first + 4, first + 5]) {
      const x = Math.round(eyes[k * 2]! * placement.scale + placement.x);
      const y = Math.round((eyes[k * 2 + 1]! + eyeHeight * 0.4) * placement.scale + placement.y);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const word = pixels[y * width + x]!;
      samples.push([word & 255, (word >>> 8) & 255, (word >>> 16) & 255]);
    }
  }
  if (!samples.length) return FALLBACK_SKIN;
  samples.sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]));
  const [r, g, b] = samples[samples.length >> 1]!;
  return `rgb(${r},${g},${b})`;
}

/**
 * `skinUnderEyes` for a picture whose pixels are not at hand (the WebGL renderer keeps its
 * picture as a texture): the picture drawn once at the rig's size into a scratch canvas.
 * `eyes` in rig pixels.
 */
export function skinOfPicture(
  picture: CanvasImageSource,
  pictureWidth: number,
  pictureHeight: number,
  rigWidth: number,
  rigHeight: number,
  eyes: Float32Array,
): string {
  const width = Math.max(1, Math.round(rigWidth));
  const height = Math.max(1, Math.round(rigHeight));
  try {
    const scratch = document.createElement('canvas');
    scratch.width = width;
    scratch.height = height;
    const context = scratch.getContext('2d', { willReadFrequently: true });
    if (!context) return FALLBACK_SKIN;
    context.drawImage(picture, 0, 0, pictureWidth, pictureHeight, 0, 0, width, height);
    const pixels = new Int32Array(context.getImageData(0, 0, width, height).data.buffer);
    return skinUnderEyes(pixels, width, height, eyes, { scale: 1, x: 0, y: 0 });
  } catch {
    // A picture from another origin cannot be read.
    return FALLBACK_SKIN;
  }
}
