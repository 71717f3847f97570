import type { MouthInterior } from './face-rig.js';

/** The colours of the drawn mouth interior, as CSS strings made once per rig. */
export interface InteriorPalette {
  /** The cavity in front (lit a little), in the middle, and at the back and corners (darkest). */
  cavityFront: string;
  cavity: string;
  cavityBack: string;
  /** Upper teeth lit (the front teeth), in shade (towards the corners), and that shade transparent. */
  teeth: string;
  teethShade: string;
  teethClear: string;
  tongue: string;
  tongueClear: string;
  /** The shadow in the mouth (the cavity's darkest tone) at 0.6, 0.3, 0.06 and 0 opacity. */
  shadow: readonly [string, string, string, string];
  /** The inner edge of the lips: a shadow (whatever the lips' colour in the picture). */
  lipEdge: string;
}

const DEFAULT_INTERIOR: MouthInterior = { cavity: '#3b1d20', teeth: '#e9e4da', tongue: '#a4545c', lip: '#b46e6c' };

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function css([r, g, b]: Rgb, factor: number, alpha = 1): string {
  const channel = (value: number) => Math.round(Math.min(255, value * factor));
  return `rgba(${channel(r)},${channel(g)},${channel(b)},${alpha})`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function luminance([r, g, b]: Rgb): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/**
 * The interior's colours from the rig's. `highlight` (0..255, optional) is the luminance of the
 * face's own highlights: teeth in a mouth are in the lips' shadow, so they are kept below it
 * (a paper-white band is what makes a drawn mouth look drawn).
 */
export function interiorPalette(interior: MouthInterior | null, highlight?: number): InteriorPalette {
  const colours = interior ?? DEFAULT_INTERIOR;
  const cavity = rgbOf(colours.cavity);
  // A little warmer than the rig's colour: the light in a mouth comes off the lips.
  const teeth = rgbOf(colours.teeth).map((c, i) => c * [1, 0.97, 0.92][i]!) as unknown as Rgb;
  const tongue = rgbOf(colours.tongue);
  let teethLit = 0.84;
  if (highlight !== undefined && highlight > 0) teethLit = Math.min(teethLit, (0.85 * highlight) / Math.max(1, luminance(teeth)));
  return {
    cavityFront: css(cavity, 0.8),
    cavity: css(cavity, 0.5),
    cavityBack: css(cavity, 0.28),
    teeth: css(teeth, teethLit),
    // Teeth in shade take the mouth's warm dark, not grey.
    teethShade: css(mix(teeth.map((c) => c * teethLit * 0.55) as unknown as Rgb, cavity, 0.35), 1),
    teethClear: css(mix(teeth.map((c) => c * teethLit * 0.55) as unknown as Rgb, cavity, 0.35), 1, 0),
    tongue: css(tongue, 0.62),
    tongueClear: css(tongue, 0.45, 0),
    shadow: [css(cavity, 0.3, 0.6), css(cavity, 0.3, 0.3), css(cavity, 0.3, 0.06), css(cavity, 0.3, 0)],
    lipEdge: css(cavity, 0.45),
  };
}

/**
 * The luminance of a face's highlights (the 97th percentile over the box of its landmarks,
 * sampled small), for `interiorPalette`. Undefined when the picture cannot be read.
 */
export function faceHighlight(
  source: CanvasImageSource,
  landmarks: ArrayLike<number>,
  scaleX = 1,
  scaleY = 1,
): number | undefined {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < 68; i++) {
    minX = Math.min(minX, landmarks[i * 2]!);
    maxX = Math.max(maxX, landmarks[i * 2]!);
    minY = Math.min(minY, landmarks[i * 2 + 1]!);
    maxY = Math.max(maxY, landmarks[i * 2 + 1]!);
  }
  if (!(maxX > minX && maxY > minY) || typeof document === 'undefined') return undefined;
  try {
    const probe = document.createElement('canvas');
    probe.width = 32;
    probe.height = 32;
    const context = probe.getContext('2d', { willReadFrequently: true });
    if (!context) return undefined;
    context.drawImage(source, minX * scaleX, minY * scaleY, (maxX - minX) * scaleX, (maxY - minY) * scaleY, 0, 0, 32, 32);
    const data = context.getImageData(0, 0, 32, 32).data;
    const values: number[] = [];
    for (let i = 0; i < data.length; i += 4) values.push(luminance([data[i]!, data[i + 1]!, data[i + 2]!]));
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length * 0.97)];
  } catch {
    return undefined;
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function trace(context: Context2D, lips: Float32Array, ox: number, oy: number, from = 0, to = lips.length / 2): void {
  const n = lips.length / 2;
  context.moveTo(lips[(from % n) * 2]! - ox, lips[(from % n) * 2 + 1]! - oy);
  for (let k = from + 1; k <= to; k++) context.lineTo(lips[(k % n) * 2]! - ox, lips[(k % n) * 2 + 1]! - oy);
}

/** The opening: upper lip 0..n/2, lower lip n/2..n; the largest upper-to-lower distance. */
function gapOf(lips: Float32Array): number {
  const n = lips.length / 2;
  let gap = 0;
  for (let k = 1; k < n / 2; k++) gap = Math.max(gap, lips[(n - k) * 2 + 1]! - lips[k * 2 + 1]!);
  return gap;
}

/** Paints at the inner-lip outline `lips` (canvas pixels, shifted by `ox`, `oy`) in the palette's colours, faded by `alpha`. */
export type MouthPainter = (
  context: Context2D,
  lips: Float32Array,
  palette: InteriorPalette,
  alpha: number,
  ox?: number,
  oy?: number,
) => void;

/**
 * The inside of the open mouth, inside the inner-lip outline `lips` (n points, canvas pixels,
 * upper lip from corner to corner first, then the lower; shifted by `ox`, `oy`): the cavity,
 * darkest at the back and in the corners; the upper teeth as a soft band under the upper lip
 * (lit in the middle, in shadow towards the corners and under the lip), shown in proportion to
 * the opening (a sliver on a slight opening); the tongue low in the mouth on wider openings.
 */
export const drawMouthInterior: MouthPainter = (context, lips, palette, alpha, ox = 0, oy = 0) => {
  const n = lips.length / 2;
  const gap = gapOf(lips);
  if (gap < 0.5 || alpha <= 0.01 || n < 8) return;
  const half = n / 2;
  const x0 = lips[0]! - ox;
  const y0 = lips[1]! - oy;
  const x1 = lips[half * 2]! - ox;
  const y1 = lips[half * 2 + 1]! - oy;
  const width = Math.max(1, Math.hypot(x1 - x0, y1 - y0));
  const midX = (x0 + x1) / 2;
  let top = Infinity;
  let bottom = -Infinity;
  for (let k = 0; k < n; k++) {
    top = Math.min(top, lips[k * 2 + 1]! - oy);
    bottom = Math.max(bottom, lips[k * 2 + 1]! - oy);
  }
  const opening = Math.min(1, gap / (width * 0.35));
  context.save();
  context.globalAlpha = Math.min(1, alpha);
  context.beginPath();
  trace(context, lips, ox, oy);
  context.closePath();
  context.clip();

  // Cavity: an elliptical falloff, lit a little in front, darkest at the back and the corners.
  context.save();
  const centreY = (top + bottom) / 2 + gap * 0.15;
  context.translate(midX, centreY);
  context.scale(1, Math.max(0.2, (gap * 1.2) / width));
  const cavity = context.createRadialGradient(0, 0, 0, 0, 0, width * 0.55);
  cavity.addColorStop(0, palette.cavityFront);
  cavity.addColorStop(0.45, palette.cavity);
  cavity.addColorStop(1, palette.cavityBack);
  context.fillStyle = cavity;
  context.fillRect(-width, -width * 3, width * 2, width * 6);
  context.restore();

  // Tongue: a soft mound low in the mouth, only on wider openings.
  const tongue = Math.min(1, Math.max(0, (opening - 0.35) / 0.4));
  if (tongue > 0) {
    context.save();
    context.globalAlpha = Math.min(1, alpha) * tongue * 0.9;
    context.translate(midX, bottom + gap * 0.05);
    context.scale(1, (gap * 0.55) / (width * 0.34));
    const shape = context.createRadialGradient(0, 0, 0, 0, 0, width * 0.34);
    shape.addColorStop(0, palette.tongue);
    shape.addColorStop(0.7, palette.tongue);
    shape.addColorStop(1, palette.tongueClear);
    context.fillStyle = shape;
    context.fillRect(-width * 0.35, -width * 0.35, width * 0.7, width * 0.35);
    context.restore();
  }

  // Upper teeth: a band hanging from the upper lip, its edge an arc; a sliver on a slight
  // opening, up to a tenth of the mouth's width; the corners in shadow.
  const depth = Math.min(gap * 0.38, width * 0.1);
  if (depth > 0.4) {
    const teeth = context.createLinearGradient(x0, y0, x1, y1);
    // Lit from canine to canine, the side teeth falling off into the dark at the corners.
    teeth.addColorStop(0.1, palette.teethClear);
    teeth.addColorStop(0.26, palette.teethShade);
    teeth.addColorStop(0.4, palette.teeth);
    teeth.addColorStop(0.6, palette.teeth);
    teeth.addColorStop(0.74, palette.teethShade);
    teeth.addColorStop(0.9, palette.teethClear);
    // The teeth's edge: a smooth arc under the lip's middle (not the lip's own bumps).
    const lipSag = lips[(half >> 1) * 2 + 1]! - oy - (y0 + y1) / 2;
    const band = (extra: number) => {
      context.beginPath();
      trace(context, lips, ox, oy, 0, half);
      for (let s = 16; s >= 0; s--) {
        const u = s / 16;
        const arc = Math.pow(Math.sin(Math.PI * u), 0.6);
        context.lineTo(x0 + (x1 - x0) * u, y0 + (y1 - y0) * u + (lipSag + depth + extra) * arc);
      }
      context.closePath();
    };
    context.fillStyle = teeth;
    // A feather: a faint slightly deeper band under the band itself.
    context.globalAlpha = Math.min(1, alpha) * 0.45;
    band(1);
    context.fill();
    context.globalAlpha = Math.min(1, alpha) * 0.92;
    band(0);
    context.fill();
    // In the upper lip's shadow at the top; the tips a touch darker; faint gaps between the front teeth.
    const lipY = Math.min(lips[(half >> 1) * 2 + 1]! - oy, y0, y1);
    const shade = context.createLinearGradient(0, lipY - 1, 0, lipY + depth + 1);
    shade.addColorStop(0, palette.shadow[0]);
    shade.addColorStop(0.45, palette.shadow[3]);
    shade.addColorStop(0.8, palette.shadow[2]);
    shade.addColorStop(1, palette.shadow[1]);
    context.globalAlpha = Math.min(1, alpha);
    context.fillStyle = shade;
    context.fill();
    if (depth > 2.5) {
      context.save();
      context.clip();
      context.globalAlpha = Math.min(1, alpha) * 0.12;
      context.strokeStyle = palette.teethShade;
      context.lineWidth = 0.8;
      context.beginPath();
      for (const at of [0, -0.1, 0.1]) {
        const x = midX + at * width;
        context.moveTo(x, lipY);
        context.lineTo(x, lipY + depth * 2);
      }
      context.stroke();
      context.restore();
    }
  }

  // Lower teeth: only a faint hint above the lower lip, on wide openings.
  const lowerDepth = Math.min(gap * 0.12, width * 0.05) * tongue;
  if (lowerDepth > 0.5) {
    context.globalAlpha = Math.min(1, alpha) * 0.22;
    context.fillStyle = palette.teethShade;
    context.beginPath();
    trace(context, lips, ox, oy, half, n);
    for (let k = n; k >= half; k--) {
      const x = lips[(k % n) * 2]! - ox;
      const u = Math.min(1, Math.max(0, (x - x0) / (x1 - x0 || 1)));
      context.lineTo(x, lips[(k % n) * 2 + 1]! - oy - lowerDepth * Math.sin(Math.PI * u));
    }
    context.closePath();
    context.fill();
  }

  // A darker inner shadow along the upper lip's edge (only its inner half shows: clipped).
  context.globalAlpha = Math.min(1, alpha) * 0.55;
  context.strokeStyle = palette.cavityBack;
  context.lineWidth = Math.max(1.5, Math.min(gap * 0.25, width * 0.03));
  context.lineJoin = 'round';
  context.beginPath();
  trace(context, lips, ox, oy, 0, half);
  context.stroke();
  context.restore();
};

/**
 * The lips' inner edge in their own colour in shadow, over the lips (after the face is drawn):
 * it softens the step from lip to mouth and hides the light line a photo often has between the
 * lips. Fades in with the opening.
 */
export const drawLipRim: MouthPainter = (context, lips, palette, alpha, ox = 0, oy = 0) => {
  const gap = gapOf(lips);
  if (gap < 0.5 || alpha <= 0.01 || lips.length < 16) return;
  context.save();
  context.globalAlpha = Math.min(1, alpha) * Math.min(1, gap / 4) * 0.35;
  context.strokeStyle = palette.lipEdge;
  context.lineWidth = 2;
  context.lineJoin = 'round';
  context.beginPath();
  trace(context, lips, ox, oy);
  context.closePath();
  context.stroke();
  context.restore();
};
