import type { Gender } from '@avatarium/contracts';
import { lorelei } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';
import { seededPick } from '../seeded.js';
import type { DrawnPortrait, Portrait, PortraitGenerator, PortraitRequest } from './portrait-generator.js';

export const PORTRAIT_SIZE = 1024;
const STYLE = 'lorelei';

// Where Lorelei draws the face and the mouth, as fractions of the picture (the same for every
// seed: measured once by diffing renders that differ only in the mouth).
const FACE = { x: 0.37, y: 0.3, width: 0.38, height: 0.5 };
const MOUTH = { x: 0.45, y: 0.59, width: 0.23, height: 0.11 };

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0d9'];
const SKIN = ['ffffff', 'f9e0cf', 'f2c6a0', 'e0ac69', 'c68642', '8d5524'];
const HAIR = ['0e0e0e', '2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370'];
/** Closed mouths for the resting face; speaking frames swap in the open ones. */
const RESTING_MOUTHS = ['happy01', 'happy02', 'happy03'];

/** The Lorelei mouth drawn for each viseme of the speech sprite. */
export const PORTRAIT_VISEME_MOUTHS: Record<string, string | null> = {
  rest: null,
  slight: 'happy06',
  open: 'sad01',
  wide: 'happy16',
  round: 'happy08',
};

function scaled(box: typeof FACE, size: number) {
  return {
    x: Math.round(box.x * size),
    y: Math.round(box.y * size),
    width: Math.round(box.width * size),
    height: Math.round(box.height * size),
  };
}

function svgOf(seed: string, gender: Gender, mouth: string | null): string {
  return createAvatar(lorelei, {
    seed,
    size: PORTRAIT_SIZE,
    backgroundColor: [seededPick(`${seed}:bg`, BACKGROUNDS)],
    skinColor: [seededPick(`${seed}:skin`, SKIN)],
    hairColor: [seededPick(`${seed}:hair`, HAIR)],
    mouth: [mouth ?? seededPick(`${seed}:mouth`, RESTING_MOUTHS)] as never,
    beardProbability: gender === 'masculine' ? 35 : 0,
    earringsProbability: gender === 'feminine' ? 30 : 0,
    hairAccessoriesProbability: gender === 'feminine' ? 20 : 0,
  }).toString();
}

/**
 * The offline portrait: a Lorelei drawing (CC0 design, MIT code) seeded by the prompt,
 * rendered to PNG by sharp. Its face and mouth positions are known, so no detector is needed.
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

  /** The same portrait with another mouth (null: its resting one), as PNG. */
  async render(seed: string, gender: Gender, mouth: string | null): Promise<Buffer> {
    return sharp(Buffer.from(svgOf(seed, gender, mouth)))
      .png()
      .toBuffer();
  }
}
