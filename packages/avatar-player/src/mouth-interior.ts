import type { MouthInterior } from './face-rig.js';

/** The colours of the drawn mouth interior, as CSS strings made once per rig. */
export interface InteriorPalette {
  cavityTop: string;
  cavity: string;
  cavityBottom: string;
  teeth: string;
  teethShade: string;
  tongue: string;
  /** The inner edge of the lips (the lips' own colour, in shadow). */
  lipEdge: string;
}

const DEFAULT_INTERIOR: MouthInterior = { cavity: '#3b1d20', teeth: '#e9e4da', tongue: '#a4545c', lip: '#b46e6c' };

function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(Math.min(255, ((value >> shift) & 255) * factor));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

export function interiorPalette(interior: MouthInterior | null): InteriorPalette {
  const colours = interior ?? DEFAULT_INTERIOR;
  return {
    cavityTop: shade(colours.cavity, 0.4),
    cavity: shade(colours.cavity, 0.7),
    cavityBottom: shade(colours.cavity, 0.5),
    // Teeth in a mouth are never paper white: a little shaded, darker towards the corners.
    teeth: shade(colours.teeth, 0.78),
    teethShade: shade(colours.teeth, 0.42),
    tongue: shade(colours.tongue, 0.7),
    lipEdge: shade(colours.lip, 0.55),
  };
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Upper inner lip 60..64, lower inner lip 64..67, 60 (indices into the 8-point lip polygon). */
const UPPER = [0, 1, 2, 3, 4] as const;
const LOWER = [4, 5, 6, 7, 0] as const;
const TEETH_PROFILE = [0.25, 0.8, 1, 0.8, 0.25] as const;

/**
 * The inside of the open mouth, inside the inner-lip polygon `lips` (8 points, canvas pixels,
 * shifted by `ox`, `oy`): the cavity as a vertical gradient, an upper-teeth band under the upper
 * lip (as deep as the opening allows), a hint of lower teeth and the tongue at the bottom.
 */
export function drawMouthInterior(
  context: Context2D,
  lips: Float32Array,
  palette: InteriorPalette,
  alpha: number,
  ox = 0,
  oy = 0,
): void {
  const x = (k: number) => lips[k * 2]! - ox;
  const y = (k: number) => lips[k * 2 + 1]! - oy;
  const gap = Math.max(y(7) - y(1), y(6) - y(2), y(5) - y(3));
  if (gap < 0.5 || alpha <= 0.01) return;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let k = 0; k < 8; k++) {
    minX = Math.min(minX, x(k));
    maxX = Math.max(maxX, x(k));
    minY = Math.min(minY, y(k));
    maxY = Math.max(maxY, y(k));
  }
  const width = maxX - minX;
  context.save();
  context.globalAlpha = Math.min(1, alpha);
  context.beginPath();
  context.moveTo(x(0), y(0));
  for (let k = 1; k < 8; k++) context.lineTo(x(k), y(k));
  context.closePath();
  context.clip();

  const cavity = context.createLinearGradient(0, minY, 0, maxY);
  cavity.addColorStop(0, palette.cavityTop);
  cavity.addColorStop(0.5, palette.cavity);
  cavity.addColorStop(1, palette.cavityBottom);
  context.fillStyle = cavity;
  context.fillRect(minX - 2, minY - 2, width + 4, maxY - minY + 4);

  // Tongue: a soft mound rising from the bottom.
  if (gap > 3) {
    context.fillStyle = palette.tongue;
    context.globalAlpha = Math.min(1, alpha) * 0.85;
    context.beginPath();
    context.ellipse((x(0) + x(4)) / 2, maxY + gap * 0.12, width * 0.32, gap * 0.38, 0, 0, Math.PI * 2);
    context.fill();
    context.globalAlpha = Math.min(1, alpha);
  }

  const teeth = context.createLinearGradient(minX, 0, maxX, 0);
  teeth.addColorStop(0, palette.teethShade);
  teeth.addColorStop(0.25, palette.teeth);
  teeth.addColorStop(0.75, palette.teeth);
  teeth.addColorStop(1, palette.teethShade);
  context.fillStyle = teeth;
  // Upper teeth: a band hanging from the upper lip, deeper as the mouth opens (up to ~11 % of its width).
  const upperDepth = Math.min(gap * 0.33, width * 0.11);
  context.beginPath();
  context.moveTo(x(UPPER[0]), y(UPPER[0]) - 2);
  for (const k of UPPER) context.lineTo(x(k), y(k) - 2);
  for (let j = UPPER.length - 1; j >= 0; j--) context.lineTo(x(UPPER[j]!), y(UPPER[j]!) + upperDepth * TEETH_PROFILE[j]!);
  context.closePath();
  context.fill();
  // In the lip's shadow at the top, the edges catching less light at the bottom.
  const top = Math.min(y(1), y(2), y(3));
  const depth = context.createLinearGradient(0, top - 2, 0, top + upperDepth);
  depth.addColorStop(0, 'rgba(0,0,0,0.35)');
  depth.addColorStop(0.35, 'rgba(0,0,0,0)');
  depth.addColorStop(1, 'rgba(0,0,0,0.18)');
  context.fillStyle = depth;
  context.fill();
  context.fillStyle = teeth;

  // Lower teeth: only a hint above the lower lip.
  const lowerDepth = Math.min(gap * 0.1, width * 0.05);
  if (lowerDepth > 0.4) {
    context.globalAlpha = Math.min(1, alpha) * 0.35;
    context.beginPath();
    context.moveTo(x(LOWER[0]), y(LOWER[0]) + 2);
    for (const k of LOWER) context.lineTo(x(k), y(k) + 2);
    for (let j = LOWER.length - 1; j >= 0; j--) context.lineTo(x(LOWER[j]!), y(LOWER[j]!) - lowerDepth * TEETH_PROFILE[j]!);
    context.closePath();
    context.fill();
  }

  // The lips' inner edge, in their own colour: only its inner half shows (clipped), softening
  // the step from lip to mouth.
  context.globalAlpha = Math.min(1, alpha) * 0.7;
  context.strokeStyle = palette.lipEdge;
  context.lineWidth = Math.max(1.5, width * 0.035);
  context.lineJoin = 'round';
  context.beginPath();
  context.moveTo(x(0), y(0));
  for (let k = 1; k < 8; k++) context.lineTo(x(k), y(k));
  context.closePath();
  context.stroke();
  context.restore();
}
