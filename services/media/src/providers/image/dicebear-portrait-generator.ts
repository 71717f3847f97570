import type { Gender } from '@avatarium/contracts';
import { lorelei } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { faceRig } from '@avatarium/contracts';
import sharp from 'sharp';
import { drawnLandmarks } from './drawn-face-geometry.js';
import { seededPick } from '../seeded.js';
import type { DrawnPortrait, Portrait, PortraitGenerator, PortraitRequest } from './portrait-generator.js';
import {
  portraitTraitsOf,
  type HairColour,
  type HairLength,
  type HairStyle,
  type Palette,
  type PortraitTraits,
  type SkinTone,
} from './portrait-traits.js';

export const PORTRAIT_SIZE = 1024;
const STYLE = 'lorelei';

// Where Lorelei draws the face, the mouth and the eyes, as fractions of the picture (the same
// for every seed: measured once by diffing renders that differ only in the mouth, or only in
// the eyes, over every head and eye/mouth variant used).
const FACE = { x: 0.37, y: 0.3, width: 0.38, height: 0.5 };
const MOUTH = { x: 0.45, y: 0.59, width: 0.23, height: 0.11 };
/** Both eyes, lashes included (x 0.372-0.739, y 0.411-0.516). */
export const PORTRAIT_EYES = { x: 0.372, y: 0.411, width: 0.367, height: 0.105 };
/** Every mouth the speech sprite draws, over every head. */
export const PORTRAIT_SPEAKING_MOUTHS = { x: 0.438, y: 0.585, width: 0.256, height: 0.111 };
/** Both eyes and every speaking mouth, with a small margin. */
export const PORTRAIT_SPEECH_AREA = { x: 0.367, y: 0.402, width: 0.375, height: 0.3 };

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0d9'];
const SKIN = ['ffffff', 'f9e0cf', 'f2c6a0', 'e0ac69', 'c68642', '8d5524'];
const HAIR = ['0e0e0e', '2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370'];
/** Closed mouths for the resting face; speaking frames swap in the open ones. */
const RESTING_MOUTHS = ['happy01', 'happy02', 'happy03'];
/** Marks the eyes in the SVG (indistinguishable from black) so a blink can replace them. */
const EYES_MARK = '000001';
/** Marks the mouth, so a speaking mouth can be moved under the resting one. */
const MOUTH_MARK = '000002';
/** Mark the brows and the nose in the drawing the rig is read from (only there: the picture keeps Lorelei's black). */
const BROWS_MARK = '000003';
const NOSE_MARK = '000004';
/** Written into the rig of a drawn portrait (the player does not care; the record does). */
export const DRAWN_RIG_DETECTOR = 'drawn (lorelei geometry)';
/**
 * Where the small speaking mouths and the resting ones are centred (x, in SVG units, measured):
 * the open and round mouths are drawn off to the right; moved under the resting mouth, the
 * mouth opens where it is instead of jumping sideways.
 */
const MOUTH_CENTRES: Record<string, number> = { happy01: 570, happy02: 551, happy03: 570, sad01: 582, happy08: 577 };

/**
 * The Lorelei mouth drawn for each viseme of the speech sprite, picked by looking at all 27:
 * happy06 a small parted smile, sad01 the open jaw, happy16 the wide toothy grin, happy08 the
 * small round opening, sad06 the teeth together (closest to f/v: Lorelei has no lip bite);
 * null is the resting closed mouth (p/b/m press the lips together).
 */
export const PORTRAIT_VISEME_MOUTHS: Record<string, string | null> = {
  rest: null,
  slight: 'happy06',
  open: 'sad01',
  wide: 'happy16',
  round: 'happy08',
  closed: null,
  teeth: 'sad06',
};

const v = (...numbers: number[]) => numbers.map((n) => `variant${String(n).padStart(2, '0')}`);

/** Lorelei hair variants by what they look like (sorted by eye from a render of all 48). */
const HAIR_LENGTH_VARIANTS: Record<HairLength, string[]> = {
  bald: v(25, 34),
  short: v(1, 2, 3, 4, 6, 7, 8, 9, 12, 20, 22, 28, 39, 43, 44, 47),
  medium: v(10, 11, 13, 17, 18, 24, 29, 30, 32, 37, 48),
  long: v(15, 16, 19, 21, 23, 33, 35, 40, 41),
};
const HAIR_STYLE_VARIANTS: Record<HairStyle, string[]> = {
  curly: v(5, 22, 24, 32, 35, 37, 39),
  ponytail: v(29, 31, 36, 42, 48),
  bun: v(14, 26, 38, 45, 46),
  pigtails: v(26, 30),
  mohawk: v(27),
};
/** An old man the prompt says nothing more about: short, receding or bald. */
const OLD_MAN_HAIR = v(1, 2, 3, 9, 25, 28, 34, 47);

const HAIR_COLOURS: Record<HairColour, string[]> = {
  blonde: ['e6c570', 'd6b370', 'f0d58c'],
  red: ['b5442a', 'a55728', 'c0582e'],
  brown: ['724133', '4a312c', '8a5a3b'],
  black: ['0e0e0e', '2c1b18'],
  grey: ['9e9e9e', 'b3b3b3'],
  white: ['e6e6e6', 'f2f2f2'],
  blue: ['3b6fd4', '4f8fe0'],
  pink: ['e88fb4', 'f29ec8'],
  purple: ['8a4fc4', '9b6ad0'],
  green: ['3f9a5a', '4fae6a'],
};
const OLD_HAIR = ['a6a6a6', 'c9c9c9', 'e6e6e6'];
const SKIN_TONES: Record<SkinTone, string[]> = {
  pale: ['fdf0e6', 'ffffff'],
  light: ['f9e0cf', 'f2c6a0'],
  tan: ['e0ac69', 'd4a373'],
  brown: ['c68642', 'a8703c'],
  dark: ['8d5524', '6b3e1c'],
};
const PALETTES: Record<Palette, string[]> = {
  blue: ['b6e3f4', 'a7d3f5'],
  purple: ['c0aede', 'd0b8f0'],
  lavender: ['d1d4f9'],
  pink: ['ffd5dc', 'fbc4d4'],
  red: ['f7b2a8'],
  orange: ['ffdfbf', 'ffc9a3'],
  yellow: ['fff1a8'],
  green: ['c1f0d9', 'cfe8c0'],
  grey: ['dcdcdc'],
  white: ['f7f7f7'],
  dark: ['3d405b', '2f3e46'],
  pastel: BACKGROUNDS,
  warm: ['ffdfbf', 'ffd5dc', 'fff1a8'],
  cool: ['b6e3f4', 'd1d4f9', 'c1f0d9'],
};

function hairOf(traits: PortraitTraits, gender: Gender): string[] | undefined {
  const byLength = traits.hairLength && HAIR_LENGTH_VARIANTS[traits.hairLength];
  const byStyle = traits.hairStyle && HAIR_STYLE_VARIANTS[traits.hairStyle];
  if (byLength && byStyle) {
    const both = byStyle.filter((variant) => byLength.includes(variant));
    return both.length ? both : byStyle;
  }
  if (byLength ?? byStyle) return byLength ?? byStyle;
  if (traits.age === 'old' && gender === 'masculine') return OLD_MAN_HAIR;
  // A man the prompt says nothing of the hair of: short hair. Lorelei's other styles are mostly
  // long or tied, so "Bartholomew, a lighthouse keeper" was drawn with a girl's fringe and bob.
  if (gender === 'masculine') return HAIR_LENGTH_VARIANTS.short;
  return undefined;
}

const probability = (wanted: boolean | undefined, otherwise: number) => (wanted === undefined ? otherwise : wanted ? 100 : 0);

/**
 * The Lorelei options for a seed: what the prompt (in the seed) asks for, the rest picked by
 * the seed as before. Every component is picked from the seed, so one prompt is one portrait.
 */
export function loreleiOptionsOf(seed: string, gender: Gender, mouth: string | null): Record<string, unknown> {
  const traits = portraitTraitsOf(seed);
  const young = traits.age === 'child' || traits.age === 'teen';
  const hairColours = traits.hairColour ? HAIR_COLOURS[traits.hairColour] : traits.age === 'old' ? OLD_HAIR : HAIR;
  const hair = hairOf(traits, gender);
  // Sunglasses only when asked for: they hide the eyes (and the blinks).
  const glasses = traits.glasses === 'sunglasses' ? v(2) : v(1, 3, 4, 5);
  return {
    seed,
    size: PORTRAIT_SIZE,
    backgroundColor: [seededPick(`${seed}:bg`, traits.palette ? PALETTES[traits.palette] : BACKGROUNDS)],
    skinColor: [seededPick(`${seed}:skin`, traits.skin ? SKIN_TONES[traits.skin] : SKIN)],
    hairColor: [seededPick(`${seed}:hair`, hairColours)],
    eyesColor: [EYES_MARK],
    mouthColor: [MOUTH_MARK],
    mouth: [mouth ?? seededPick(`${seed}:mouth`, RESTING_MOUTHS)],
    ...(hair ? { hair } : {}),
    glasses,
    glassesProbability: traits.glasses === 'none' ? 0 : traits.glasses ? 100 : traits.age === 'old' ? 30 : 10,
    beardProbability: young ? 0 : probability(traits.beard, gender === 'masculine' ? 35 : 0),
    earringsProbability: probability(traits.earrings, gender === 'feminine' ? 30 : 0),
    frecklesProbability: probability(traits.freckles, 5),
    hairAccessoriesProbability: gender === 'feminine' && !hair ? 20 : 0,
  };
}

interface EyeBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const eyeBoxes = new Map<string, EyeBox[]>();

/** Each eye's box, in the coordinates of the eyes path (rasterised at 1 px per unit). */
async function eyeBoxesOf(eyesPath: string): Promise<EyeBox[]> {
  const cached = eyeBoxes.get(eyesPath);
  if (cached) return cached;
  const size = 980;
  const { data } = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${eyesPath.replace(/fill="[^"]*"/g, 'fill="#000"')}</svg>`,
    ),
  )
    .extractChannel('alpha')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const columns = new Uint8Array(size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y * size + x]! > 64) columns[x] = 1;
  // The two eyes are the two widest runs of inked columns (a gap splits them).
  const runs: Array<[number, number]> = [];
  for (let x = 0; x < size; x++) {
    if (!columns[x]) continue;
    const start = x;
    while (x < size && columns[x]) x++;
    const last = runs[runs.length - 1];
    if (last && start - last[1] < 12) last[1] = x - 1;
    else runs.push([start, x - 1]);
  }
  const eyes = runs
    .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
    .slice(0, 2)
    .map(([x0, x1]) => {
      let y0 = size;
      let y1 = 0;
      for (let y = 0; y < size; y++) {
        for (let x = x0; x <= x1; x++) {
          if (data[y * size + x]! > 64) {
            y0 = Math.min(y0, y);
            y1 = Math.max(y1, y);
            break;
          }
        }
      }
      return { x0, y0, x1, y1 };
    });
  eyeBoxes.set(eyesPath, eyes);
  return eyes;
}

/**
 * The same SVG with the eyes shut: Lorelei has no closed eyes, so the eyes path goes (the skin
 * drawn under it shows) and each eye gets a lid line curving down, with two short lashes.
 */
async function withEyesClosed(svg: string): Promise<string> {
  // The eyes: one path or a group in the eyes colour, some followed by white highlights.
  const match = svg.match(
    new RegExp(`(<g fill="#${EYES_MARK}">.*?</g>|<path d="[^"]*" fill="#${EYES_MARK}"/>)(<path d="[^"]*" fill="#fff"/>)*`),
  );
  if (!match) return svg;
  const boxes = await eyeBoxesOf(match[0]);
  const lids = boxes
    .map(({ x0, y0, x1, y1 }) => {
      // Small dot eyes still get a lid as wide as a drawn eye.
      const width = Math.max(x1 - x0, 70);
      const height = Math.max(y1 - y0, 30);
      const centre = (x0 + x1) / 2;
      const left = centre - width * 0.38;
      const right = centre + width * 0.42;
      const y = (y0 + y1) / 2 + (y1 - y0) * 0.05;
      const sag = Math.max(8, height * 0.28);
      const mid = (left + right) / 2;
      const lash = (t: number) => {
        // A short lash below the lid line, leaning outwards from the middle.
        const x = left + (right - left) * t;
        const ly = y + sag * 4 * t * (1 - t) * 0.5;
        return `M${x.toFixed(1)} ${ly.toFixed(1)}l${((t - 0.5) * 14).toFixed(1)} ${(height * 0.14 + 6).toFixed(1)}`;
      };
      return `<path d="M${left.toFixed(1)} ${y.toFixed(1)}Q${mid.toFixed(1)} ${(y + sag).toFixed(1)} ${right.toFixed(1)} ${y.toFixed(1)}${lash(0.3)}${lash(0.7)}" stroke="#000" stroke-width="9" stroke-linecap="round" fill="none"/>`;
    })
    .join('');
  return svg.replace(match[0], lids);
}

function svgOf(seed: string, gender: Gender, mouth: string | null, marks: Record<string, unknown> = {}): string {
  const svg = createAvatar(lorelei, { ...loreleiOptionsOf(seed, gender, mouth), ...marks } as never).toString();
  const speaking = mouth === null ? undefined : MOUTH_CENTRES[mouth];
  const resting = MOUTH_CENTRES[seededPick(`${seed}:mouth`, RESTING_MOUTHS)];
  if (speaking === undefined || resting === undefined) return svg;
  return svg.replace(
    new RegExp(`<path d="[^"]*" fill="#${MOUTH_MARK}"/>`),
    (path) => `<g transform="translate(${resting - speaking} 0)">${path}</g>`,
  );
}

/**
 * The offline portrait: a Lorelei drawing (CC0 design, MIT code) seeded by the prompt, showing
 * what the prompt says of the looks (portrait-traits), rendered to PNG by sharp. Its face,
 * eyes and mouth positions are known, so no detector is needed.
 */
export class DicebearPortraitGenerator implements PortraitGenerator {
  readonly name = 'dicebear';

  async generate({ prompt, gender }: PortraitRequest): Promise<Portrait> {
    const seed = `${gender}:${prompt.trim().toLowerCase()}`;
    const image = await this.render(seed, gender, null);
    const drawn: DrawnPortrait = {
      style: STYLE,
      seed,
      face: { ...scaled(FACE, PORTRAIT_SIZE), imageWidth: PORTRAIT_SIZE, imageHeight: PORTRAIT_SIZE },
      mouth: scaled(MOUTH, PORTRAIT_SIZE),
    };
    return { image, drawn };
  }

  /**
   * The portrait's face rig (FaceRig, kind `drawn`): its 68 landmarks read from where it drew
   * each part (no detector), and a mouth interior in its palette. Null if a part is missing.
   */
  async rig(seed: string, gender: Gender): Promise<faceRig.FaceRig | null> {
    const options = loreleiOptionsOf(seed, gender, null) as { skinColor: [string] };
    const svg = svgOf(seed, gender, null, { eyebrowsColor: [BROWS_MARK], noseColor: [NOSE_MARK] });
    const [skin] = options.skinColor;
    const points = await drawnLandmarks(svg, { skin, eyes: EYES_MARK, brows: BROWS_MARK, nose: NOSE_MARK, mouth: MOUTH_MARK });
    if (!points) return null;
    return {
      version: faceRig.FACE_RIG_VERSION,
      kind: 'drawn',
      imageWidth: PORTRAIT_SIZE,
      imageHeight: PORTRAIT_SIZE,
      points,
      interior: drawnInteriorOf(skin),
      track: null,
      detector: DRAWN_RIG_DETECTOR,
    };
  }

  /** The same portrait with another mouth (null: its resting one) and maybe the eyes shut, as PNG. */
  async render(seed: string, gender: Gender, mouth: string | null, options: { eyesClosed?: boolean } = {}): Promise<Buffer> {
    const svg = svgOf(seed, gender, mouth);
    return sharp(Buffer.from(options.eyesClosed ? await withEyesClosed(svg) : svg))
      .png()
      .toBuffer();
  }
}

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mixed = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/**
 * The open mouth of the drawing's palette: Lorelei's own open mouths are ink with white teeth,
 * so the cavity is the ink warmed by the skin (never pure black), the teeth white, the tongue a
 * pink of the skin, the lips' edge the ink.
 */
export function drawnInteriorOf(skinHex: string): faceRig.MouthInterior {
  const skin = rgbOf(skinHex);
  return {
    cavity: hexOf(mixed([40, 12, 16], skin, 0.12)),
    teeth: '#ffffff',
    tongue: hexOf(mixed(mixed(skin, [214, 96, 110], 0.55), [0, 0, 0], 0.15)),
    lip: hexOf(mixed([0, 0, 0], skin, 0.08)),
  };
}

export function scaled(box: { x: number; y: number; width: number; height: number }, size: number) {
  return {
    x: Math.round(box.x * size),
    y: Math.round(box.y * size),
    width: Math.round(box.width * size),
    height: Math.round(box.height * size),
  };
}
