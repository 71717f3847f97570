import sharp from 'sharp';

/**
 * The 68 landmarks (iBUG / face-api order) of a face we drew, read from the drawing's own parts
 * instead of a detector: each part of the SVG (skin, eyes, brows, nose, mouth) is rasterised
 * alone, in the picture's pixels, and the points are placed on its outline.
 */

type Point = [number, number];

/** A part's pixels: 1 where it is drawn (alpha over half), in the picture's pixels. */
export interface PartMask {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The fills that mark each part in the SVG (the generator draws them in these near-black colours). */
export interface DrawnParts {
  skin: string;
  eyes: string;
  brows: string;
  nose: string;
  mouth: string;
}

/** The SVG with only the paths of `fill` kept (painted opaque), and the background rectangle gone. */
function onlyFill(svg: string, fill: string): string {
  const wanted = (colour: string) => colour.toLowerCase() === fill.toLowerCase();
  return svg
    .replace(/<path\b[^>]*\/>/gi, (path) => {
      const colour = / fill="#([0-9a-f]{3,6})"/i.exec(path)?.[1];
      // A path without a fill is in a group, which is kept or dropped whole below.
      if (!colour) return path;
      return wanted(colour) ? path.replace(/ fill="#[0-9a-f]{3,6}"/i, ' fill="#000"') : '';
    })
    .replace(/<g fill="#([0-9a-f]{3,6})">(.*?)<\/g>/gi, (_group, colour: string, inner: string) =>
      wanted(colour) ? `<g fill="#000">${inner}</g>` : '',
    )
    .replace(/<rect fill="#[0-9a-f]{3,6}"/i, '<rect fill="none"');
}

export async function partMask(svg: string, fill: string): Promise<PartMask> {
  const { data, info } = await sharp(Buffer.from(onlyFill(svg, fill)))
    .ensureAlpha()
    .extractChannel('alpha')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(info.width * info.height);
  for (let i = 0; i < mask.length; i++) mask[i] = data[i]! > 127 ? 1 : 0;
  return { width: info.width, height: info.height, data: mask };
}

interface Extent {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const at = (mask: PartMask, x: number, y: number) =>
  x >= 0 && y >= 0 && x < mask.width && y < mask.height ? mask.data[Math.floor(y) * mask.width + Math.floor(x)]! : 0;

/** Per column, the first and last drawn row inside [x0, x1] (NaN where nothing is drawn). */
function columnSpan(mask: PartMask, x: number, y0 = 0, y1 = mask.height - 1): [number, number] {
  let top = NaN;
  let bottom = NaN;
  for (let y = y0; y <= y1; y++) {
    if (!at(mask, x, y)) continue;
    if (Number.isNaN(top)) top = y;
    bottom = y;
  }
  return [top, bottom];
}

/** The part's pieces left to right: runs of drawn columns (gaps under `gap` px joined), with their rows. */
function piecesOf(mask: PartMask, gap: number): Extent[] {
  const inked = new Uint8Array(mask.width);
  for (let y = 0; y < mask.height; y++) for (let x = 0; x < mask.width; x++) if (mask.data[y * mask.width + x]) inked[x] = 1;
  const runs: Array<[number, number]> = [];
  for (let x = 0; x < mask.width; x++) {
    if (!inked[x]) continue;
    const start = x;
    while (x < mask.width && inked[x]) x++;
    const last = runs.at(-1);
    if (last && start - last[1] < gap) last[1] = x - 1;
    else runs.push([start, x - 1]);
  }
  return runs.map(([x0, x1]) => {
    let y0 = mask.height;
    let y1 = 0;
    for (let x = x0; x <= x1; x++) {
      const [top, bottom] = columnSpan(mask, x);
      if (Number.isNaN(top)) continue;
      y0 = Math.min(y0, top);
      y1 = Math.max(y1, bottom);
    }
    return { x0, x1, y0, y1 };
  });
}

/** The two widest pieces (eyes, brows), left one first. */
function pairOf(mask: PartMask, gap: number): [Extent, Extent] | null {
  const pieces = piecesOf(mask, gap)
    .sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0))
    .slice(0, 2)
    .sort((a, b) => a.x0 - b.x0);
  return pieces.length === 2 ? [pieces[0]!, pieces[1]!] : null;
}

/** The middle of the drawn column at x (its top and bottom averaged), searched in the extent's rows. */
function middleAt(mask: PartMask, x: number, extent: Extent): number {
  for (let dx = 0; dx < 6; dx++) {
    for (const sx of [x + dx, x - dx]) {
      const [top, bottom] = columnSpan(mask, Math.round(sx), extent.y0, extent.y1);
      if (!Number.isNaN(top)) return (top + bottom) / 2;
    }
  }
  return (extent.y0 + extent.y1) / 2;
}

/** Six points around a drawn eye: outer corner, two on the upper lid, inner corner, two on the lower (iBUG order). */
function eyePoints(mask: PartMask, eye: Extent): Point[] {
  const xAt = (t: number) => eye.x0 + (eye.x1 - eye.x0) * t;
  const span = (t: number) => columnSpan(mask, Math.round(xAt(t)), eye.y0, eye.y1);
  const corner = (t: number): Point => {
    const [top, bottom] = span(t);
    return [xAt(t), Number.isNaN(top) ? (eye.y0 + eye.y1) / 2 : (top + bottom) / 2];
  };
  const upper = (t: number): Point => [xAt(t), span(t)[0] || eye.y0];
  const lower = (t: number): Point => [xAt(t), span(t)[1] || eye.y1];
  // Clockwise from the corner on the picture's left (the left eye's outer one, the right eye's inner one).
  return [corner(0.02), upper(1 / 3), upper(2 / 3), corner(0.98), lower(2 / 3), lower(1 / 3)];
}

/** Five points along a drawn brow, left to right, on its middle line. */
function browPoints(mask: PartMask | null, brow: Extent): Point[] {
  return [0.05, 0.27, 0.5, 0.73, 0.95].map((t) => {
    const x = brow.x0 + (brow.x1 - brow.x0) * t;
    return [x, mask ? middleAt(mask, x, brow) : (brow.y0 + brow.y1) / 2];
  });
}

/** Where a ray from `from` along `angle` first leaves the skin (after having been in it), at most `limit` px away. */
function edgeAlong(skin: PartMask, from: Point, angle: number, limit: number): Point {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  let last: Point = from;
  let inSkin = false;
  for (let r = 0; r <= limit; r += 1) {
    const p: Point = [from[0] + dx * r, from[1] + dy * r];
    if (at(skin, p[0], p[1])) {
      inSkin = true;
      last = p;
    } else if (inSkin) return last;
  }
  return last;
}

/**
 * The landmarks of a drawn face: eyes, brows and mouth on their own drawn parts; the jaw line
 * where rays from the eyes' level, centred on the mouth, leave the skin (the chin's ink line is a
 * gap in the skin; no point lower than the chin); the nose from its drawn part.
 */
export async function drawnLandmarks(svg: string, parts: DrawnParts): Promise<number[] | null> {
  const [skin, eyes, brows, nose, mouth] = await Promise.all(
    [parts.skin, parts.eyes, parts.brows, parts.nose, parts.mouth].map((fill) => partMask(svg, fill)),
  );
  const eyePair = pairOf(eyes!, 12);
  const mouthPieces = piecesOf(mouth!, 40);
  if (!eyePair || !mouthPieces.length) return null;
  const [leftEye, rightEye] = eyePair;
  const lips = mouthPieces.reduce((a, b) => ({
    x0: Math.min(a.x0, b.x0),
    x1: Math.max(a.x1, b.x1),
    y0: Math.min(a.y0, b.y0),
    y1: Math.max(a.y1, b.y1),
  }));
  const eyeHeight = Math.max(leftEye.y1 - leftEye.y0, rightEye.y1 - rightEye.y0);
  const eyeLevel = (leftEye.y0 + leftEye.y1 + rightEye.y0 + rightEye.y1) / 4;
  const mouthX = (lips.x0 + lips.x1) / 2;
  const mouthY = (lips.y0 + lips.y1) / 2;
  const faceHeight = (mouthY - eyeLevel) * 2.4;

  // Jaw line: 17 rays from the mouth's centre line at eye level, from the left through down to
  // the right. A ray that passes the chin's ink line (drawn only part of the way) runs on down
  // the neck: past `neck` it is cut back to the chin's height (the lowest ray that stopped).
  const centre: Point = [mouthX, eyeLevel];
  const rays: Point[] = [];
  for (let i = 0; i <= 16; i++) rays.push(edgeAlong(skin!, centre, Math.PI - (i * Math.PI) / 16, faceHeight));
  const neck = mouthY + (mouthY - eyeLevel) * 1.3;
  const chinY = Math.max(...rays.map(([, y]) => y).filter((y) => y <= neck));
  const jaw = rays.map(([x, y]): Point => {
    if (y <= chinY) return [x, y];
    const k = (chinY - centre[1]) / Math.max(1e-6, y - centre[1]);
    return [centre[0] + (x - centre[0]) * k, chinY];
  });

  // Brows: the drawn ones, or above the eyes.
  const browPair = pairOf(brows!, 12);
  const above = (eye: Extent): Extent => ({ ...eye, y0: eye.y0 - eyeHeight * 0.9, y1: eye.y0 - eyeHeight * 0.5 });
  const browPoints_ = [
    ...browPoints(browPair ? brows! : null, browPair?.[0] ?? above(leftEye)),
    ...browPoints(browPair ? brows! : null, browPair?.[1] ?? above(rightEye)),
  ];

  // Nose: the bridge down from between the eyes to the drawn nose's tip, the nostrils' line at its bottom.
  const nosePieces = piecesOf(nose!, 20);
  const drawnNose = nosePieces.length
    ? nosePieces.reduce((a, b) => (b.x1 - b.x0 > a.x1 - a.x0 ? b : a))
    : { x0: mouthX - 20, x1: mouthX + 20, y0: eyeLevel, y1: (eyeLevel + mouthY) / 2 + (mouthY - eyeLevel) * 0.15 };
  const tip: Point = [(drawnNose.x0 + drawnNose.x1) / 2, drawnNose.y1 - (drawnNose.y1 - drawnNose.y0) * 0.15];
  const root: Point = [(leftEye.x1 + rightEye.x0) / 2, eyeLevel];
  const bridge: Point[] = [0, 1 / 3, 2 / 3, 1].map((t) => [root[0] + (tip[0] - root[0]) * t, root[1] + (tip[1] - root[1]) * t]);
  const nostrilWidth = Math.max(drawnNose.x1 - drawnNose.x0, (lips.x1 - lips.x0) * 0.5);
  const nostrilY = Math.min(drawnNose.y1, mouthY - (mouthY - tip[1]) * 0.4);
  const nostrils: Point[] = [-0.5, -0.25, 0, 0.25, 0.5].map((t) => [tip[0] + nostrilWidth * t, nostrilY]);

  // Lips: a drawn mouth at rest is one curved line; both inner lips lie on its middle, the outer
  // lips a lip's thickness above and below it.
  const m = mouth!;
  const lipAt = (t: number): Point => {
    const x = lips.x0 + (lips.x1 - lips.x0) * t;
    return [x, middleAt(m, x, lips)];
  };
  const thickness = Math.max(6, faceHeight * 0.035);
  const outerUpper = [0, 1 / 6, 2 / 6, 3 / 6, 4 / 6, 5 / 6, 1].map((t) => {
    const [x, y] = lipAt(t);
    const edge = t === 0 || t === 1;
    return [x, edge ? y : y - thickness * Math.sin(Math.PI * t) ** 0.5] as Point;
  });
  const outerLower = [5 / 6, 4 / 6, 3 / 6, 2 / 6, 1 / 6].map((t) => {
    const [x, y] = lipAt(t);
    return [x, y + thickness * 1.2 * Math.sin(Math.PI * t) ** 0.5] as Point;
  });
  const inner = [0.04, 0.27, 0.5, 0.73, 0.96, 0.73, 0.5, 0.27].map(lipAt);

  const points: Point[] = [
    ...jaw,
    ...browPoints_,
    ...bridge,
    ...nostrils,
    ...eyePoints(eyes!, leftEye),
    ...eyePoints(eyes!, rightEye),
    ...outerUpper,
    ...outerLower,
    ...inner,
  ];
  return points.flatMap(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]);
}
